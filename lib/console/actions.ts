"use server";
// "Acessar Painel" in a station's member area: a single-use sign-on link into the owner console for
// a member with a role on this station. The browser navigates to it itself: a form post answered by
// a redirect to painel.{root} would be stopped by the CSP's form-action 'self'.
import { UserFacingError } from "@/lib/actions/result";
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { z } from "zod";
import { consoleSignOnUrl, mintConsoleToken } from "./tokens";

export const openConsoleFromStationAction = memberAction(z.undefined(), async ({ station, user }): Promise<{ url: string }> => {
  const token = await mintConsoleToken(await getDb(), { userId: user.id, stationId: station.id });
  if (!token) throw new UserFacingError("Sua conta não tem acesso ao painel desta estação.");
  return { url: consoleSignOnUrl(token) };
});

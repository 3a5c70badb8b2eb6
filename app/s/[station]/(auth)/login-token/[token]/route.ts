// /login-token/{token}: signs in with a single-use token and goes on.
import { redirect } from "next/navigation";
import { consumeLoginToken } from "@/lib/accounts/login-tokens";
import { pathAfterLogin } from "@/lib/auth/entry";
import { publicRoute } from "@/lib/auth/guard";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";

export const GET = publicRoute<{ token: string }>(async ({ station, params }) => {
  const { token } = params;
  const user = await consumeLoginToken(await getDb(), station.id, decodeURIComponent(token));
  if (!user) redirect("/login?aviso=token-invalido");
  await startSession(user);
  redirect(pathAfterLogin(user));
});

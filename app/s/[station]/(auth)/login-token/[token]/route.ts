// /login-token/{token}: signs in with a single-use token and goes on (spec 1 §2, §4).
import { redirect } from "next/navigation";
import { consumeLoginToken } from "@/lib/accounts/login-tokens";
import { pathAfterLogin } from "@/lib/accounts/entry";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest } from "@/lib/stations/current";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const station = await requireStationFromRequest();
  const { token } = await params;
  const user = await consumeLoginToken(await getDb(), station.id, decodeURIComponent(token));
  if (!user) redirect("/login?aviso=token-invalido");
  await startSession(user);
  redirect(pathAfterLogin(user));
}

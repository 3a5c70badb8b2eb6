// /logout: ends the session and goes to / (or to a local page named by ?next=, e.g. /suporte from
// the suspended-access modal). 303 so a POST ends as a GET of the next page.
import type { NextRequest } from "next/server";
import { endSession } from "@/lib/auth/session";

// Only same-site paths; "//host" or "/\\host" would leave the site.
function safeNext(value: string | null): string {
  return value && /^\/(?![/\\])/.test(value) ? value : "/";
}

async function logout(request: NextRequest) {
  await endSession();
  return new Response(null, { status: 303, headers: { location: safeNext(request.nextUrl.searchParams.get("next")) } });
}

export const GET = logout;
export const POST = logout;

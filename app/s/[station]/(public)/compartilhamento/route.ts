// Share-link resolver: /compartilhamento?source={userId}&campaign={activityId} records the share,
// remembers it in this browser (its sign-up pays the sharer) and sends the visitor to the activity;
// an invalid link lands on the home page.
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/client";
import { resolveShare, SHARE_COOKIE, SHARE_COOKIE_MAX_AGE } from "@/lib/content/shares";
import { hostCookie } from "@/lib/auth/session-cookie";
import { publicRoute } from "@/lib/auth/guard";

export const GET = publicRoute(async ({ request, station }) => {
  const share = await resolveShare(await getDb(), station.id, Object.fromEntries(request.nextUrl.searchParams));
  // Relative Location: the browser stays on the station's own host (the request URL is internal).
  const response = new NextResponse(null, { status: 307, headers: { Location: share?.target ?? "/", "Cache-Control": "no-store" } });
  if (share) {
    response.cookies.set(SHARE_COOKIE, String(share.shareId), hostCookie(SHARE_COOKIE_MAX_AGE));
  }
  return response;
});

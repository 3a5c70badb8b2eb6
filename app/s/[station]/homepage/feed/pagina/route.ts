// The wall's next page for its infinite scroll: GET ?cursor=... answers { items, nextCursor }.
import { errorResponse } from "@/lib/actions/result";
import { memberRoute } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { scopeOf } from "@/lib/social/access";
import { feedPage } from "@/lib/social/posts";

export const GET = memberRoute(async ({ request, station, user }) => {
  const cursor = new URL(request.url).searchParams.get("cursor");
  try {
    const page = await feedPage(await getDb(), scopeOf(station), user.id, cursor && cursor.length <= 200 ? cursor : null);
    return Response.json(page, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
});

// A post's or an activity's comments, loaded when the panel opens: GET ?post={id} or ?atividade={id}.
import { errorResponse } from "@/lib/actions/result";
import { memberRoute } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { scopeOf } from "@/lib/social/access";
import { loadThread } from "@/lib/social/comments";
import { idSchema, messages } from "@/lib/validation";

export const GET = memberRoute(async ({ request, station, user }) => {
  const params = new URL(request.url).searchParams;
  const kind = params.has("post") ? "post" : "activity";
  const id = idSchema.safeParse(params.get(kind === "post" ? "post" : "atividade"));
  if (!id.success) return Response.json({ ok: false, message: messages.id }, { status: 400 });
  try {
    const thread = await loadThread(await getDb(), scopeOf(station), { kind, id: id.data }, user.id);
    return Response.json(thread, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
});

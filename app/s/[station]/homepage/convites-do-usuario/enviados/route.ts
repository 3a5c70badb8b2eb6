// The next page of "Convites enviados por e-mail" for the list's infinite scroll:
// GET ?antes={id} answers { items, nextCursor } for the signed-in member only.
import { loadSentInvitations } from "@/lib/activities/invitations";
import { memberRoute } from "@/lib/auth/guard";
import { idSchema, messages } from "@/lib/validation";

export const GET = memberRoute(async ({ request, station, user }) => {
  const raw = new URL(request.url).searchParams.get("antes");
  const before = raw ? idSchema.safeParse(raw) : null;
  if (before && !before.success) return Response.json({ message: messages.id }, { status: 400 });
  const page = await loadSentInvitations(station.id, user.id, before ? before.data : null);
  return Response.json(page, { headers: { "Cache-Control": "private, no-store" } });
});

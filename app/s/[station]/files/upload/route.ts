// Image upload for signed-in members of this station (first-login wizard photo, profile photo).
// A route handler rather than a Server Action so the browser can report upload progress.
import { receiveImageUpload } from "@/lib/adapters/storage/http";
import { getSessionUser } from "@/lib/auth/session";
import { stationFromParams } from "@/lib/stations/current";
import { SESSION_EXPIRED } from "@/lib/actions/result";

export async function POST(request: Request, { params }: { params: Promise<{ station: string }> }) {
  const station = await stationFromParams(params);
  const user = await getSessionUser(station.id);
  if (!user) return Response.json({ ok: false, message: SESSION_EXPIRED }, { status: 401 });
  return receiveImageUpload(request, station.id, ["wizardPhoto", "profilePhoto"]);
}

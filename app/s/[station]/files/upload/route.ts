// Image upload for signed-in members of this station (first-login wizard photo, profile photo):
// the pendingMember gate, since the first-login wizard uses it before the member may enter.
// A route handler rather than a Server Action so the browser can report upload progress.
import { receiveImageUpload } from "@/lib/adapters/storage/http";
import { pendingMemberRoute } from "@/lib/auth/guard";

export const POST = pendingMemberRoute(({ request, station }) => receiveImageUpload(request, station.id, ["wizardPhoto", "profilePhoto"]));

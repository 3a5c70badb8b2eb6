// Image upload for signed-in members of this station (first-login wizard photo, profile photo):
// the pendingMember gate, since the first-login wizard uses it before the member may enter.
// A route handler rather than a Server Action so the browser can report upload progress. Counted
// against the member's daily upload quota and rate limits.
import { pendingMemberRoute } from "@/lib/auth/guard";
import { receiveMemberImageUpload } from "@/lib/uploads/routes";

export const POST = pendingMemberRoute(({ request, station, user }) => receiveMemberImageUpload(request, station, user.id, ["wizardPhoto", "profilePhoto"]));

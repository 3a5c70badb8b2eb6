// Image upload for owners signed in on the apex (owner wizard photo and logo), with progress,
// within the platform's upload quota and rate limits.
import { ownerRoute } from "@/lib/auth/guard";
import { receivePlatformImageUpload } from "@/lib/uploads/routes";

export const POST = ownerRoute(({ request, user }) => receivePlatformImageUpload(request, user.id, ["ownerPhoto", "logo"]));

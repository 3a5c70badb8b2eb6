// Image upload for owners signed in on the apex (owner wizard photo and logo), with progress.
import { receiveImageUpload } from "@/lib/adapters/storage/http";
import { ownerRoute } from "@/lib/auth/guard";

export const POST = ownerRoute(({ request }) => receiveImageUpload(request, "platform", ["ownerPhoto", "logo"]));

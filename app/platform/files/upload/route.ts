// Image upload for owners signed in on the apex (owner wizard photo and logo), with progress.
import { receiveImageUpload } from "@/lib/adapters/storage/http";
import { getPlatformUser } from "@/lib/auth/session";
import { SESSION_EXPIRED } from "@/lib/actions/result";

export async function POST(request: Request) {
  const user = await getPlatformUser();
  if (!user) return Response.json({ ok: false, message: SESSION_EXPIRED }, { status: 401 });
  return receiveImageUpload(request, "platform", ["ownerPhoto", "logo"]);
}

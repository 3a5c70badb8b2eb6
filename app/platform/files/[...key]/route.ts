// Stored files of the platform (owners' photos and logos uploaded before their station exists).
import { serveStoredFile } from "@/lib/adapters/storage/http";

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serveStoredFile((await params).key, "platform");
}

// Stored files of the platform (owners' photos and logos uploaded before their station exists).
import { serveStoredFile } from "@/lib/adapters/storage/http";
import { platformPublicRoute } from "@/lib/auth/guard";

export const GET = platformPublicRoute<{ key: string[] }>(({ params }) => serveStoredFile(params.key, "platform"));

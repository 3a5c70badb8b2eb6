// Stored files of this station, e.g. /files/12/avatars/ab12....png. Other stations' keys are 404.
// Videos are served by byte ranges (players seek).
import { serveStoredFile } from "@/lib/adapters/storage/http";
import { publicRoute } from "@/lib/auth/guard";

export const GET = publicRoute<{ key: string[] }>(({ request, station, params }) => serveStoredFile(params.key, station.id, request.headers.get("range")));

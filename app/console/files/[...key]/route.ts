// Stored files on the console host, for its previews: /files/{stationId}/... of a station the
// account manages (any other key answers 404, like a missing file).
import { serveStoredFile } from "@/lib/adapters/storage/http";
import { consoleFilesRoute } from "@/lib/auth/guard";

export const GET = consoleFilesRoute(({ request, station, params }) => serveStoredFile(params.key, station.id, request.headers.get("range")));

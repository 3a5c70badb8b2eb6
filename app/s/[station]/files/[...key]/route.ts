// Stored files of this station, e.g. /files/12/avatars/ab12....png. Other stations' keys are 404.
import { serveStoredFile } from "@/lib/adapters/storage/http";
import { stationFromParams } from "@/lib/stations/current";

export async function GET(_request: Request, { params }: { params: Promise<{ station: string; key: string[] }> }) {
  const { key } = await params;
  const station = await stationFromParams(params);
  return serveStoredFile(key, station.id);
}

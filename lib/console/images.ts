// Which image a console save may store on a station's row: none, a file uploaded to this station
// (served at /files/{stationId}/...), or the value the row already holds (a seeded picture such as
// /static/demo/..., or an earlier upload). Anything else, another station's upload above all, is
// refused with one pt-BR message on the field that carried it.
import { UserFacingError } from "@/lib/actions/result";

export const MSG_IMAGE_NOT_OURS = "Essa imagem não é desta estação. Envie a imagem de novo.";

/** Whether `url` is a file uploaded to this station's storage scope. */
export function isStationFile(stationId: number, url: string): boolean {
  return url.startsWith(`/files/${stationId}/`) && !url.split(/[/\\]/).includes("..");
}

/** `url` as it will be stored (empty means none), or a refusal on `field`. */
export function stationImage(
  stationId: number,
  url: string | null | undefined,
  { field = "image", kept = [] }: { field?: string; kept?: readonly (string | null | undefined)[] } = {},
): string | null {
  if (url == null || url === "") return null;
  if (isStationFile(stationId, url) || kept.includes(url)) return url;
  throw new UserFacingError(MSG_IMAGE_NOT_OURS, { [field]: MSG_IMAGE_NOT_OURS });
}

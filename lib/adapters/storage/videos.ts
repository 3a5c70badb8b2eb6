// Video uploads are trusted by their bytes, like images (images.ts): the container is recognised
// from its first bytes, never from the name or the type the browser sent. Each caller keeps the
// kinds its feature accepts (surveys: MP4, MOV, WEBM; the wall: MP4, MOV, WMV).

export type VideoExt = "mp4" | "mov" | "webm" | "wmv";
export type VideoKind = { ext: VideoExt; contentType: string };

/** How many leading bytes sniffVideo needs to tell every kind apart (the ASF GUID is 16). */
export const VIDEO_SNIFF_BYTES = 16;

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
/** Top-level QuickTime atoms an old .mov may start with instead of "ftyp". */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function sniffVideo(b: Uint8Array): VideoKind | null {
  if (b.length >= 16 && ASF_GUID.every((v, i) => b[i] === v)) return { ext: "wmv", contentType: "video/x-ms-wmv" };
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { ext: "webm", contentType: "video/webm" };
  if (b.length < 12) return null;
  const atom = String.fromCharCode(b[4]!, b[5]!, b[6]!, b[7]!);
  if (atom === "ftyp") {
    const brand = String.fromCharCode(b[8]!, b[9]!, b[10]!, b[11]!);
    return brand === "qt  " ? { ext: "mov", contentType: "video/quicktime" } : { ext: "mp4", contentType: "video/mp4" };
  }
  if (QUICKTIME_ATOMS.has(atom)) return { ext: "mov", contentType: "video/quicktime" };
  return null;
}

/** sniffVideo restricted to the kinds a feature accepts. */
export function sniffVideoOf<E extends VideoExt>(bytes: Uint8Array, accepted: readonly E[]): (VideoKind & { ext: E }) | null {
  const kind = sniffVideo(bytes);
  return kind && (accepted as readonly string[]).includes(kind.ext) ? (kind as VideoKind & { ext: E }) : null;
}

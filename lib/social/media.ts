// Photos and videos of wall posts, received from the upload route. Trusted by their bytes only
// (the name and the declared type are the browser's word): JPEG/PNG photos, MP4/MOV/WMV videos.
// Videos are streamed to storage while their size is counted, so a 200 MB upload never sits in
// memory and a lying Content-Length cannot push more than the limit through; photos (<= 10 MB)
// are resized for the feed with sharp, which also drops their metadata (GPS position of phones).
import "server-only";
import sharp from "sharp";
import { newKey, storage } from "@/lib/adapters/storage";
import { sniffImage } from "@/lib/adapters/storage/images";
import { sniffVideoOf, VIDEO_SNIFF_BYTES } from "@/lib/adapters/storage/videos";
import { UserFacingError } from "@/lib/actions/result";
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_MAX_SIDE, POST_VIDEO_MAX_BYTES } from "./limits";
import { IMAGE_TOO_LARGE, IMAGE_UNSUPPORTED, UPLOAD_EMPTY, VIDEO_TOO_LARGE, VIDEO_UNSUPPORTED } from "./messages";

/** The wall's video kinds (mov, mp4, wmv). */
export function sniffPostVideo(bytes: Uint8Array) {
  return sniffVideoOf(bytes, ["mp4", "mov", "wmv"] as const);
}
type VideoKind = NonNullable<ReturnType<typeof sniffPostVideo>>;

export class UploadRefused extends UserFacingError {
  constructor(message: string, status: 400 | 413 | 415 | 422) {
    super(message, undefined, status);
  }
}

/**
 * Passes `source` through while counting it: refuses more than `maxBytes` at the chunk that
 * crosses the limit, and checks the first bytes with `sniff` before anything is written.
 */
export async function* guardedStream<K>(
  source: AsyncIterable<Uint8Array>,
  options: { maxBytes: number; sniffBytes: number; sniff: (head: Uint8Array) => K | null; tooLarge: string; unsupported: string; onKind: (kind: K) => void },
): AsyncGenerator<Uint8Array> {
  let total = 0;
  let head: Uint8Array | null = new Uint8Array(0);
  for await (const chunk of source) {
    total += chunk.length;
    if (total > options.maxBytes) throw new UploadRefused(options.tooLarge, 413);
    if (head) {
      // Hold the first bytes back until the signature can be read.
      const joined: Uint8Array = new Uint8Array(head.length + chunk.length);
      joined.set(head);
      joined.set(chunk, head.length);
      if (joined.length < options.sniffBytes) {
        head = joined;
        continue;
      }
      const kind = options.sniff(joined);
      if (!kind) throw new UploadRefused(options.unsupported, 415);
      options.onKind(kind);
      head = null;
      yield joined;
      continue;
    }
    yield chunk;
  }
  if (total === 0) throw new UploadRefused(UPLOAD_EMPTY, 422);
  if (head) {
    const kind = options.sniff(head);
    if (!kind) throw new UploadRefused(options.unsupported, 415);
    options.onKind(kind);
    yield head;
  }
}

export type StoredMedia = { type: "image" | "video"; key: string; url: string };
/** A stored file and the bytes the member sent for it (what the daily quota counts). */
export type ReceivedMedia = StoredMedia & { bytes: number };

/** The declared length, when there is one: refuses an oversize upload before reading a byte. */
export function checkDeclaredLength(declared: string | null, maxBytes: number, tooLarge: string): void {
  if (declared === null) return;
  const length = Number(declared);
  if (!Number.isFinite(length) || length < 0) throw new UploadRefused(UPLOAD_EMPTY, 400);
  if (length > maxBytes) throw new UploadRefused(tooLarge, 413);
}

/**
 * Streams a video into storage under "{station}/posts/u{user}/...": the key names its uploader,
 * which is what lets a post attach only its author's own uploads. `maxBytes` and `tooLarge` are
 * the size limit and its text (the member's remaining quota when that is less).
 */
export async function receiveVideo(
  stationId: number,
  userId: number,
  body: AsyncIterable<Uint8Array>,
  maxBytes = POST_VIDEO_MAX_BYTES,
  tooLarge = VIDEO_TOO_LARGE,
): Promise<ReceivedMedia> {
  let kind: VideoKind | null = null;
  const stream = guardedStream(body, {
    maxBytes,
    sniffBytes: VIDEO_SNIFF_BYTES,
    sniff: sniffPostVideo,
    tooLarge,
    unsupported: VIDEO_UNSUPPORTED,
    onKind: (k) => (kind = k),
  });
  // Pull the first (checked) chunk to learn the kind, hence the key's extension; then hand the
  // rest of the stream to storage.
  const first = await stream.next();
  const detected = kind as VideoKind | null;
  if (first.done || !detected) throw new UploadRefused(VIDEO_UNSUPPORTED, 415);
  const key = newKey(stationId, `posts/u${userId}`, detected.ext);
  async function* all() {
    yield first.value as Uint8Array;
    yield* stream;
  }
  const bytes = await storage().putStream(key, all(), detected.contentType);
  return { type: "video", key, url: `/files/${key}`, bytes };
}

/**
 * Reads a photo (<= 10 MB, or `maxBytes` when the member's quota has less left), checks its bytes,
 * and stores a feed-sized copy without metadata.
 */
export async function receiveImage(
  stationId: number,
  userId: number,
  body: AsyncIterable<Uint8Array>,
  maxBytes = POST_IMAGE_MAX_BYTES,
  tooLarge = IMAGE_TOO_LARGE,
): Promise<ReceivedMedia> {
  const chunks: Uint8Array[] = [];
  let kind: { ext: string } | null = null;
  for await (const chunk of guardedStream(body, {
    maxBytes,
    sniffBytes: 8,
    sniff: (head) => {
      const k = sniffImage(head);
      return k && k.ext !== "gif" ? k : null;
    },
    tooLarge,
    unsupported: IMAGE_UNSUPPORTED,
    onKind: (k) => (kind = k),
  })) {
    chunks.push(chunk);
  }
  const detected = kind as { ext: "jpg" | "png" } | null;
  if (!detected) throw new UploadRefused(IMAGE_UNSUPPORTED, 415);
  const input = Buffer.concat(chunks);
  let output: Buffer;
  try {
    const pipeline = sharp(input, { limitInputPixels: 50_000_000 })
      .rotate() // honour the phone's orientation before the metadata goes
      .resize({ width: POST_IMAGE_MAX_SIDE, height: POST_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    output = detected.ext === "png" ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    // A file with a valid signature but a broken body.
    throw new UploadRefused(IMAGE_UNSUPPORTED, 415);
  }
  const key = newKey(stationId, `posts/u${userId}`, detected.ext);
  await storage().put(key, new Uint8Array(output), detected.ext === "png" ? "image/png" : "image/jpeg");
  return { type: "image", key, url: `/files/${key}`, bytes: input.length };
}

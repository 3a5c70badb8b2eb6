// The two storage drivers: local disk under DATA_DIR/uploads (default, works offline) and any
// S3-compatible bucket (path-style URLs, so MinIO and friends work without DNS tricks).
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isSafeKey } from "./keys";
import { signRequest, type SigV4Credentials } from "./sigv4";

export interface StoredFile {
  data: Uint8Array;
  contentType: string;
}

/** A byte range, both ends included (HTTP's Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedFile {
  /** The whole file's size and type; `body` carries only the asked range. */
  size: number;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

export interface StorageDriver {
  readonly name: "disk" | "s3";
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a file as it arrives, without holding it in memory (videos up to 200 MB). If `source`
   * throws (a size or type check while streaming), nothing is kept under `key`.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  get(key: string): Promise<StoredFile | null>;
  /** Size and type of a stored file, or null. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** A stream of the file (or of `range`), for serving large files. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  delete(key: string): Promise<void>;
}

/** Writes `source` to `file` through a temporary name, so a refused upload leaves nothing behind. */
async function writeStreamToFile(file: string, source: AsyncIterable<Uint8Array>): Promise<number> {
  const part = `${file}.part-${process.pid}-${Math.random().toString(36).slice(2)}`;
  let bytes = 0;
  async function* counted() {
    for await (const chunk of source) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), createWriteStream(part));
    await fs.rename(part, file);
    return bytes;
  } catch (error) {
    await fs.rm(part, { force: true });
    throw error;
  }
}

const enoentToNull = <T>(error: unknown): T | null => {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
  throw error;
};

function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export function diskDriver(root: string): StorageDriver {
  const base = path.resolve(root);
  // Defence in depth: even a key that passed the pattern must resolve inside the root.
  const fileOf = (key: string) => {
    assertKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error("Storage key escapes the upload folder");
    return file;
  };
  return {
    name: "disk",
    async put(key, data, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    },
    async putStream(key, source, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const bytes = await writeStreamToFile(file, source);
      await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
      return bytes;
    },
    async stat(key) {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([fs.stat(file), fs.readFile(`${file}.meta.json`, "utf8")]);
        return { size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch (error) {
        return enoentToNull(error);
      }
    },
    async open(key, range) {
      const info = await this.stat(key);
      if (!info) return null;
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [data, meta] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.meta.json`, "utf8")]);
        return { data: new Uint8Array(data), contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.meta.json`, { force: true })]);
    },
  };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  credentials: Omit<SigV4Credentials, "service">;
  fetch?: typeof fetch;
}

export function s3Driver(config: S3Config): StorageDriver {
  const doFetch = config.fetch ?? fetch;
  const credentials = { ...config.credentials, service: "s3" };
  const urlOf = (key: string) => {
    assertKey(key);
    return new URL(`${config.endpoint.replace(/\/$/, "")}/${config.bucket}/${key}`);
  };
  const call = async (method: string, key: string, body?: Uint8Array, contentType?: string, extra: Record<string, string> = {}) => {
    const url = urlOf(key);
    const headers = signRequest({ method, url, headers: { ...(contentType ? { "content-type": contentType } : {}), ...extra }, body }, credentials);
    delete headers.host; // fetch sets it; sending it twice is refused by some servers
    return doFetch(url, { method, headers, body: body ? Buffer.from(body) : undefined });
  };
  return {
    name: "s3",
    async put(key, data, contentType) {
      const response = await call("PUT", key, data, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async putStream(key, source, contentType) {
      // S3 wants the length up front: spool to a temporary file (disk, not memory), then send it
      // as a stream with an unsigned payload (hashing 200 MB first would read it twice).
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "estacao-s3-"));
      try {
        const file = path.join(dir, "upload");
        const size = await writeStreamToFile(file, source);
        const url = urlOf(key);
        const headers = signRequest(
          { method: "PUT", url, headers: { "content-type": contentType, "content-length": String(size) } },
          credentials,
          new Date(),
          { payloadHash: "UNSIGNED-PAYLOAD" },
        );
        delete headers.host;
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        const response = await doFetch(url, { method: "PUT", headers, body, duplex: "half" } as RequestInit);
        if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
        return size;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
    async stat(key) {
      const response = await call("HEAD", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 HEAD ${key} failed: ${response.status}`);
      return { size: Number(response.headers.get("content-length") ?? 0), contentType: response.headers.get("content-type") ?? "application/octet-stream" };
    },
    async open(key, range) {
      const info = await this.stat(key);
      if (!info) return null;
      const response = await call("GET", key, undefined, undefined, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return { ...info, body: response.body };
    },
    async get(key) {
      const response = await call("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return {
        data: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await call("DELETE", key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}

// The two storage drivers: local disk under DATA_DIR/uploads (default, works offline) and any
// S3-compatible bucket (path-style URLs, so MinIO and friends work without DNS tricks).
import fs from "node:fs/promises";
import path from "node:path";
import { isSafeKey } from "./keys";
import { signRequest, type SigV4Credentials } from "./sigv4";

export interface StoredFile {
  data: Uint8Array;
  contentType: string;
}

export interface StorageDriver {
  readonly name: "disk" | "s3";
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

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
  const call = async (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const headers = signRequest({ method, url, headers: contentType ? { "content-type": contentType } : {}, body }, credentials);
    delete headers.host; // fetch sets it; sending it twice is refused by some servers
    return doFetch(url, { method, headers, body: body ? Buffer.from(body) : undefined });
  };
  return {
    name: "s3",
    async put(key, data, contentType) {
      const response = await call("PUT", key, data, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
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

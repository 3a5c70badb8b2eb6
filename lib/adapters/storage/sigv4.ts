// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, R2, Spaces...), with node:crypto
// only: the SDK would be a large dependency for three calls. Payloads are signed (not UNSIGNED).
import { createHash, createHmac } from "node:crypto";

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Uint8Array | string;
}

const sha256Hex = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Uint8Array | string, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function amzDate(now: Date): string {
  return now.toISOString().replace(/[:-]|\.\d{3}/g, "");
}

/**
 * Returns the headers to send (the given ones plus host, x-amz-date, x-amz-content-sha256 and
 * authorization). `payloadHash` may be passed to sign a precomputed or literal hash.
 */
export function signRequest(
  request: SigV4Request,
  credentials: SigV4Credentials,
  now = new Date(),
  options: { payloadHash?: string; signContentSha?: boolean } = {},
): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const payloadHash = options.payloadHash ?? sha256Hex(request.body ?? "");
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, "x-amz-date": date };
  if (options.signContentSha !== false) headers["x-amz-content-sha256"] = payloadHash;

  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, " ")]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n]}\n`).join("");
  const signedHeaders = names.join(";");
  const path = request.url.pathname.split("/").map((segment) => encode(decodeURIComponent(segment))).join("/") || "/";
  const canonicalRequest = [request.method.toUpperCase(), path, canonicalQuery(request.url), canonicalHeaders, signedHeaders, payloadHash].join("\n");

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kRegion = hmac(kDate, credentials.region);
  const kService = hmac(kRegion, credentials.service);
  const kSigning = hmac(kService, "aws4_request");
  const signature = createHmac("sha256", kSigning).update(stringToSign).digest("hex");

  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

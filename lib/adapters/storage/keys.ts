// Storage keys: "{scope}/{folder}/{name}.{ext}", where scope is a station id or "platform" (files of
// owners who have no station yet). The key is the only thing a URL carries, so it is checked
// strictly: no "..", no empty or odd segments, a known image or video extension. Private keys,
// "{station}/private/...", hold member-only files (downloads) of more kinds; /files never serves
// them, only their module's member route does.
export type StorageScope = number | "platform";

const KEY_PATTERN = /^(?:platform|[1-9]\d{0,9})(?:\/[a-z0-9][a-z0-9-]{0,63}){1,3}\.(?:jpg|png|gif|mp4|mov|wmv)$/;
const PRIVATE_KEY_PATTERN =
  /^[1-9]\d{0,9}\/private(?:\/[a-z0-9][a-z0-9-]{0,63}){1,2}\.(?:pdf|jpg|png|gif|txt|csv|zip|docx?|xlsx?|pptx?|odt|ods|odp)$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) || PRIVATE_KEY_PATTERN.test(key);
}

/** A member-only file: served by its module's guarded route, never by /files. */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY_PATTERN.test(key);
}

export function scopeOfKey(key: string): StorageScope | null {
  if (!isSafeKey(key)) return null;
  const head = key.slice(0, key.indexOf("/"));
  return head === "platform" ? "platform" : Number(head);
}

/** The URL path a stored file is served from on its host. */
export function publicPathOfKey(key: string): string {
  return `/files/${key}`;
}

/** The key behind a /files/... path, or null when the path is not a stored file of `scope`. */
export function keyOfPublicPath(path: string, scope?: StorageScope): string | null {
  if (!path.startsWith("/files/")) return null;
  const key = path.slice("/files/".length);
  const keyScope = scopeOfKey(key);
  if (isPrivateKey(key)) return null;
  if (keyScope === null || (scope !== undefined && keyScope !== scope)) return null;
  return key;
}

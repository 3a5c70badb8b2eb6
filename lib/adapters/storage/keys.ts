// Storage keys: "{scope}/{folder}/{name}.{ext}", where scope is a station id or "platform" (files of
// owners who have no station yet). The key is the only thing a URL carries, so it is checked
// strictly: no "..", no empty or odd segments, a known image or video extension.
export type StorageScope = number | "platform";

const KEY_PATTERN = /^(?:platform|[1-9]\d{0,9})(?:\/[a-z0-9][a-z0-9-]{0,63}){1,3}\.(?:jpg|png|gif|mp4|mov|wmv)$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key);
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
  if (keyScope === null || (scope !== undefined && keyScope !== scope)) return null;
  return key;
}

// The tag expirations every server process shares when REDIS_URL is set. A console save expires
// tags (revalidateTag / updateTag); each process asks here, not its own memory, whether what it
// keeps was read before such a save. One hash per tag, `stale` and `expired` in milliseconds since
// the epoch: the layout @mrjasonroy/cache-components-cache-handler writes for 'use cache', so the
// data functions and the public pages answer to the same expirations.
import Redis from "ioredis";

export const KEY_PREFIX = "estacao:cache:";
export const TAG_PREFIX = "estacao:tags:";

/** A client that fails a command at once while Redis is away (a miss), instead of queueing it. */
export function connectRedis(url) {
  return new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
}

let shared = null;
/** This process's one connection, opened on first use. */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set");
  shared ??= connectRedis(url);
  return shared;
}

/** Records that these tags expired now (or go stale now and expire after `durations.expire` s). */
export async function writeTagExpirations(redis, tags, durations) {
  const now = Date.now();
  const batch = redis.pipeline();
  for (const tag of tags) {
    const fields = durations
      ? { stale: String(now), ...(durations.expire === undefined ? {} : { expired: String(now + durations.expire * 1000) }) }
      : { expired: String(now) };
    batch.hset(TAG_PREFIX + tag, fields);
  }
  await batch.exec();
}

/** Each tag's { stale, expired } as written by any process (absent tags are left out). */
export async function readTagExpirations(redis, tags) {
  if (tags.length === 0) return new Map();
  const batch = redis.pipeline();
  for (const tag of tags) batch.hmget(TAG_PREFIX + tag, "stale", "expired");
  const replies = (await batch.exec()) ?? [];
  const found = new Map();
  replies.forEach(([error, fields], index) => {
    if (error || !Array.isArray(fields)) return;
    const [stale, expired] = fields.map((value) => (value == null ? undefined : Number(value)));
    if (stale !== undefined || expired !== undefined) found.set(tags[index], { stale, expired });
  });
  return found;
}

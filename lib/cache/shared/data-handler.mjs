// The handler behind 'use cache' when REDIS_URL is set (next.config.ts `cacheHandlers`): entries
// and tag expirations live in Redis through @mrjasonroy/cache-components-cache-handler, so every
// server process reads what one rendered and sees what one expired. Without REDIS_URL no handler
// is configured and Next keeps them in each process's memory (the embedded one-process default).
import { createRedisDataCacheHandler } from "@mrjasonroy/cache-components-cache-handler";
import { KEY_PREFIX, TAG_PREFIX, sharedRedis } from "./redis-tags.mjs";

/** The package's client shape (camelCase hash commands) over an ioredis connection. */
function adapt(redis) {
  return {
    get: (key) => redis.get(key),
    set: (key, value, flag, ttl) => (flag === "EX" && typeof ttl === "number" ? redis.set(key, value, "EX", ttl) : redis.set(key, value)),
    del: (...keys) => redis.del(...keys),
    exists: (...keys) => redis.exists(...keys),
    ttl: (key) => redis.ttl(key),
    hGet: (key, field) => redis.hget(key, field),
    hSet: (key, field, value) => redis.hset(key, field, value),
    hGetAll: (key) => redis.hgetall(key),
  };
}

/** A 'use cache' handler keeping everything in this Redis connection. */
export function createSharedDataHandler(redis) {
  return createRedisDataCacheHandler({ redis: adapt(redis), keyPrefix: KEY_PREFIX, tagPrefix: TAG_PREFIX });
}

export default process.env.REDIS_URL ? createSharedDataHandler(sharedRedis()) : undefined;

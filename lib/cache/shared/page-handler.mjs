// The handler behind the public ISR pages when REDIS_URL is set (next.config.ts `cacheHandler`).
// Each process keeps its rendered pages in memory as Next does by default; what it shares is the
// tag expirations (Redis, ./redis-tags.mjs). Before Next judges a kept page by its tags, the
// page's tags are read from Redis into Next's tag manifest, so a save in any process makes the
// page stale or expired in every one, by Next's own rules.
//
// Hand-written on Next's memory cache because the kept packages do not fit: the incremental
// handler of @mrjasonroy/cache-components-cache-handler stores an App Router page as JSON (its
// HTML and RSC buffers and per-segment map do not survive) and takes a list of tags as one tag.
import { createRequire } from "node:module";
import { readTagExpirations, sharedRedis, writeTagExpirations } from "./redis-tags.mjs";

// Required, not imported: the one instance of each module Next's server itself requires.
const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");
const TAGS_HEADER = "x-next-cache-tags";

/** The tags a kept page or fetch answers to. */
function tagsOf(data, ctx) {
  const header = data?.value?.headers?.[TAGS_HEADER];
  const fromPage = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...fromPage, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
}

/** A page cache class whose tag expirations live in this Redis connection. */
export function sharedPageCache(redis) {
  return class SharedTagsPageCache extends FileSystemCache {
    async get(key, ctx) {
      const data = await super.get(key, ctx);
      if (!data) return data;
      try {
        for (const [tag, seen] of await readTagExpirations(redis(), tagsOf(data, ctx))) {
          const known = tagsManifest.get(tag) ?? {};
          tagsManifest.set(tag, {
            stale: Math.max(known.stale ?? 0, seen.stale ?? 0) || undefined,
            expired: Math.max(known.expired ?? 0, seen.expired ?? 0) || undefined,
          });
        }
      } catch (error) {
        // Redis away: the page cannot be vouched for, so it is rendered again.
        console.error(`Cache compartilhado indisponível (${error.message}); a página é gerada de novo.`);
        return null;
      }
      return data;
    }

    async revalidateTag(tags, durations) {
      await super.revalidateTag(tags, durations);
      const list = typeof tags === "string" ? [tags] : tags;
      if (list.length > 0) await writeTagExpirations(redis(), list, durations);
    }
  };
}

export default sharedPageCache(sharedRedis);

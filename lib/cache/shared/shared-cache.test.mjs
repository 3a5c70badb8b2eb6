// The shared cache of several server processes: two handler instances on one throwaway
// redis-server stand for two processes. What one keeps, the other reads; what one expires, the
// other sees expired, for 'use cache' entries and for the public pages alike.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "../../../scripts/cluster/redis.mjs";
import { createSharedDataHandler } from "./data-handler.mjs";
import { sharedPageCache } from "./page-handler.mjs";
import { connectRedis } from "./redis-tags.mjs";

// Next's server requires these; so does the handler, and so does the test, to share one instance.
const require = createRequire(import.meta.url);
const { tagsManifest, areTagsExpired } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");
let redis;
const clients = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
  await redis?.stop();
});

/** One process's connection. */
function connection() {
  const client = connectRedis(redis.url);
  clients.push(client);
  return client;
}

const bytes = (text) => new TextEncoder().encode(text);
function entry(text, tags) {
  return {
    value: new ReadableStream({ start: (c) => (c.enqueue(bytes(text)), c.close()) }),
    tags,
    stale: 60,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 60,
  };
}
const read = async (found) => new TextDecoder().decode(await new Response(found.value).arrayBuffer());
/** Lets the clock pass `since`, so an expiry is strictly later than what it expires. */
async function after(since) {
  while (Date.now() <= since) await new Promise((resolve) => setImmediate(resolve));
}

describe("'use cache' entries shared through Redis", () => {
  it("an entry set by one process is read by another", async () => {
    const one = createSharedDataHandler(connection());
    const other = createSharedDataHandler(connection());
    await one.set("station:1:branding", Promise.resolve(entry("Clube Demo", ["station:1"])));
    const found = await other.get("station:1:branding", []);
    expect(found, "the second process finds the entry the first one kept").toBeDefined();
    expect(await read(found)).toBe("Clube Demo");
  });

  it("a tag expired through one process is expired for the other", async () => {
    const one = createSharedDataHandler(connection());
    const other = createSharedDataHandler(connection());
    const kept = entry("Menu antigo", ["station:2:menu"]);
    await other.set("station:2:menu", Promise.resolve(kept));
    await after(kept.timestamp);
    await one.updateTags(["station:2:menu"], { expire: 0 });
    // A real second process never heard of the expiry in memory: only Redis can tell it.
    tagsManifest.clear();
    expect(await other.getExpiration(["station:2:menu"]), "the other process knows when the tag expired").toBeGreaterThan(kept.timestamp);
    expect(await other.get("station:2:menu", []), "the other process no longer serves the expired entry").toBeUndefined();
  });
});

describe("public pages: tag expirations shared through Redis", () => {
  const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
  const pageCache = (client) => {
    const PageCache = sharedPageCache(() => client);
    return new PageCache({ fs: undefined, flushToDisk: false, serverDistDir: "/nonexistent", maxMemoryCacheSize: 10 * 1024 * 1024 });
  };
  const page = (tags) => ({ kind: "APP_PAGE", html: "<p>Bem-vindo</p>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags.join(",") }, postponed: undefined, status: 200, segmentData: undefined });

  it("a page kept by one process is expired once another process expires one of its tags", async () => {
    expect(FileSystemCache, "Next's memory page cache is where the handler keeps pages").toBeTypeOf("function");
    const one = pageCache(connection());
    const other = pageCache(connection());
    await other.set("/demo/landing", page(["station:3", "station:3:news"]), { cacheControl: { revalidate: 60, expire: 3600 } });
    const kept = await other.get("/demo/landing", { kind: "APP_PAGE" });
    expect(kept, "the process that rendered the page keeps it").toBeTruthy();
    await after(kept.lastModified);
    await one.revalidateTag(["station:3:news"], { expire: 0 });
    // A real second process never heard of the expiry in memory: only Redis can tell it.
    tagsManifest.clear();
    const again = await other.get("/demo/landing", { kind: "APP_PAGE" });
    expect(areTagsExpired(["station:3", "station:3:news"], again.lastModified), "the other process judges its kept page expired").toBe(true);
  });
});

// Which cache tags a console save expires, on a real database: the parts it names, plus the
// station record (every page) only when the save changed what the cached record holds. Outside
// Next nothing is cached, so the cached record is played by a copy taken before the write.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { news } from "@/lib/news/schema";
import { seedDemo } from "@/lib/seed/demo";
import { revalidateStationParts } from "./revalidate";
import { findStationByKey, type Station } from "./queries";
import { stations } from "./schema";

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag }));
const cachedRecord = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("./queries", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./queries")>()),
  getStationByKey: async () => cachedRecord.current,
}));

let db: Db;
let demo: Station;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
});

beforeEach(async () => {
  demo = (await findStationByKey(db, "demo"))!;
  cachedRecord.current = demo;
  revalidateTag.mockClear();
});

const expired = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

describe("revalidateStationParts", () => {
  it("a news item on a station that already shows news expires the news part only", async () => {
    await db.insert(news).values({ stationId: demo.id, title: "Mais uma", bodyHtml: "<p>x</p>", publishedAt: new Date() });
    await revalidateStationParts(demo, ["news"]);
    expect(expired()).toEqual([`station:${demo.id}:news`]);
  });

  it("a switch stored on the station's row renews the station record, whatever part the save names", async () => {
    await db.update(stations).set({ eventsAccess: !demo.flags.events, updatedAt: new Date() }).where(eq(stations.id, demo.id));
    await revalidateStationParts(demo, ["library"]);
    expect(expired()).toEqual(expect.arrayContaining([`station:${demo.id}:library`, `station:${demo.id}`, `station-key:${demo.slug}`]));
  });

  it("the first published news renews the record: the member menu gains \"Notícias\"", async () => {
    cachedRecord.current = { ...demo, hasNews: false };
    await revalidateStationParts(demo, ["news"]);
    expect(expired()).toEqual(expect.arrayContaining([`station:${demo.id}:news`, `station:${demo.id}`]));
  });
});

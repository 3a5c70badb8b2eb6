// Uploads cannot fill the disk: the wall's upload handler keeps a member within the station's
// daily quota even when uploads run in parallel, refuses early what cannot fit, limits how often
// a member uploads, and the orphan job removes old files nothing references (and only those).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storage } from "@/lib/adapters/storage";
import { users } from "@/lib/accounts/schema";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { stopQueue } from "@/lib/jobs/queue";
import { JOB_HANDLERS } from "@/lib/startup/job-workers";
import { receivePostUpload } from "@/lib/social/upload";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import { removeOrphanUploads } from "./orphans";
import { admitUpload } from "./quota";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

const QUOTA_TEXT = "Você atingiu o limite de envio de arquivos das últimas 24 horas. Tente novamente mais tarde.";
const RATE_TEXT = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
const MP4_HEAD = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);

let db: Db;
let counter = 0;

beforeAll(async () => {
  db = await getDb();
});
afterAll(() => stopQueue());

async function makeStation(settings: Record<string, unknown> = {}): Promise<Station> {
  counter += 1;
  const slug = `envios${counter}${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`;
  await db.insert(stations).values({ slug, name: `Envios ${counter}`, feedAccess: true, settings });
  return (await findStationByKey(db, slug))!;
}

async function makeMember(stationId: number): Promise<SessionUser> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ stationId, name: "Membro", email: `u${counter}-${Math.random().toString(36).slice(2, 8)}@envios.test`, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  return { id: row!.id, stationId } as SessionUser;
}

/** A raw-body upload to the wall, as the browser sends it; `pulled` counts the bytes read. */
function wallUpload(host: string, kind: "video" | "imagem", bytes: number, options: { declare?: boolean; head?: Uint8Array } = {}) {
  const state = { pulled: 0 };
  const head = options.head ?? MP4_HEAD;
  const chunk = 256 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const n = Math.min(chunk, bytes - sent);
      const part = new Uint8Array(n);
      if (sent < head.length) part.set(head.subarray(0, Math.min(head.length, n)));
      sent += n;
      state.pulled = sent;
      controller.enqueue(part);
    },
  });
  const headers: Record<string, string> = { host, "content-type": "application/octet-stream" };
  if (options.declare) headers["content-length"] = String(bytes);
  const request = new Request(`http://${host}/homepage/feed/upload?tipo=${kind}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, state };
}

async function call(station: Station, user: SessionUser, upload: { request: Request }) {
  const response = await receivePostUpload(upload.request, station, user);
  return { status: response.status, body: (await response.json()) as { ok: boolean; message?: string; data?: { key: string } } };
}

/** The files stored under a member's wall folder (the disk driver's folder, as storage() picks it). */
async function storedWallFiles(stationId: number, userId: number): Promise<string[]> {
  const root = env.DATA_DIR.startsWith("memory://") ? path.join(process.env.TMPDIR ?? "/tmp", `estacao-uploads-${process.pid}`) : path.join(env.DATA_DIR, "uploads");
  const names = await readdir(path.join(root, String(stationId), "posts", `u${userId}`)).catch(() => [] as string[]);
  return names.filter((n) => !n.endsWith(".meta.json") && !n.includes(".part-"));
}

describe("the member's daily upload quota", () => {
  it("lets parallel wall uploads through only as far as the station's quota, and keeps nothing of the rest", async () => {
    const station = await makeStation({ uploadQuotaMegabytesPerDay: 10 });
    const member = await makeMember(station.id);
    const host = `${station.slug}.localhost:3000`;
    // On PostgreSQL the disk folder outlives the test database (ids start again): count new files only.
    const before = new Set(await storedWallFiles(station.id, member.id));
    const results = await Promise.all(Array.from({ length: 5 }, () => call(station, member, wallUpload(host, "video", 4_000_000))));
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(accepted.length, "uploads accepted within a 10 MB quota, 4 MB each").toBe(2);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array.from({ length: 3 }, () => [413, QUOTA_TEXT]));
    expect((await storedWallFiles(station.id, member.id)).filter((f) => !before.has(f)).sort()).toEqual(accepted.map((r) => r.body.data!.key.split("/").pop()).sort());
  });

  it("refuses a declared length over what is left before reading the body, and counts per member", async () => {
    const station = await makeStation({ uploadQuotaMegabytesPerDay: 10 });
    const member = await makeMember(station.id);
    const host = `${station.slug}.localhost:3000`;
    expect((await call(station, member, wallUpload(host, "video", 6_000_000, { declare: true }))).status).toBe(200);
    const over = wallUpload(host, "video", 5_000_000, { declare: true });
    const answer = await call(station, member, over);
    expect([answer.status, answer.body.message]).toEqual([413, QUOTA_TEXT]);
    expect(over.state.pulled, "bytes read of a refused upload").toBeLessThanOrEqual(256 * 1024);
    // A length that lies is cut where the quota ends, with the same answer.
    const liar = wallUpload(host, "video", 8_000_000);
    expect((await call(station, member, liar)).body.message).toBe(QUOTA_TEXT);
    expect(liar.state.pulled).toBeLessThan(8_000_000);
    // Another member of the station has a quota of their own.
    const other = await makeMember(station.id);
    expect((await call(station, other, wallUpload(host, "video", 6_000_000, { declare: true }))).status).toBe(200);
  });
});

describe("the upload rate limit", () => {
  it("refuses a member's 61st upload in an hour, even when the earlier ones were refused", async () => {
    const station = await makeStation();
    const member = await makeMember(station.id);
    const host = `${station.slug}.localhost:3000`;
    const junk = new TextEncoder().encode("<html>not a video</html>");
    for (let i = 0; i < 60; i++) {
      const answer = await call(station, member, wallUpload(host, "video", 64, { head: junk }));
      expect(answer.status).toBe(415);
    }
    const last = await call(station, member, wallUpload(host, "video", 64, { head: junk }));
    expect([last.status, last.body.message]).toEqual([429, RATE_TEXT]);
  });

  it("refuses the 301st upload from one address in an hour, whoever sends it", async () => {
    const station = await makeStation();
    const from = (userId: number) => ({ stationId: station.id, userId, source: "member" as const, quotaBytes: null, ip: "203.0.113.77" });
    for (let i = 0; i < 300; i++) await admitUpload(from(1_000_000 + i), null);
    await expect(admitUpload(from(2_000_000), null)).rejects.toThrow(RATE_TEXT);
    // Another address is not held back by it.
    await expect(admitUpload({ ...from(2_000_000), ip: "203.0.113.78" }, null)).resolves.toBe(Number.POSITIVE_INFINITY);
  });
});

describe("the orphan job", () => {
  async function upload(station: Station, member: SessionUser): Promise<string> {
    const answer = await call(station, member, wallUpload(`${station.slug}.localhost:3000`, "video", 100_000));
    expect(answer.status).toBe(200);
    return answer.body.data!.key;
  }
  const age = (key: string, hours: number) => db.execute(sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where key = ${key}`);
  const recorded = async (key: string) => ((await db.execute(sql`select 1 from uploads where key = ${key}`)) as unknown as { rows: unknown[] }).rows.length;

  it("removes an old file nothing references, from storage and its record; keeps a referenced one and a fresh one", async () => {
    const station = await makeStation();
    const member = await makeMember(station.id);
    const orphan = await upload(station, member);
    const referenced = await upload(station, member);
    const fresh = await upload(station, member);
    await age(orphan, 25);
    await age(referenced, 25);
    await age(fresh, 23);
    await db.update(users).set({ image: `/files/${referenced}` }).where(eq(users.id, member.id));

    // The upload enqueued its own check, for after the grace period.
    const jobs = (await db.execute(sql`select data->>'key' as key, start_after > now() + interval '23 hours' as later from pgboss.job where name = 'uploads-orphan-check'`)) as unknown as { rows: { key: string; later: boolean }[] };
    expect(jobs.rows.filter((j) => [orphan, referenced, fresh].includes(j.key)).map((j) => j.later)).toEqual([true, true, true]);

    for (let run = 0; run < 2; run++) {
      for (const key of [orphan, referenced, fresh]) await JOB_HANDLERS["uploads-orphan-check"]({ stationId: station.id, key });
    }
    expect(await storage().stat(orphan), "the old orphan's file").toBeNull();
    expect(await recorded(orphan)).toBe(0);
    expect(await storage().stat(referenced)).not.toBeNull();
    expect(await recorded(referenced)).toBe(1);
    expect(await storage().stat(fresh)).not.toBeNull();
    expect(await recorded(fresh)).toBe(1);
  });

  it("sweeps a whole station past batches of referenced files", async () => {
    const station = await makeStation();
    const member = await makeMember(station.id);
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push(await upload(station, member));
    for (const key of keys) await age(key, 48);
    // The first three are in use (the profile photo, and text in the member's name), the last two are not.
    await db.update(users).set({ image: `/files/${keys[0]}`, name: `${keys[1]} ${keys[2]}` }).where(eq(users.id, member.id));
    expect((await removeOrphanUploads(db, { stationId: station.id, batch: 2 })).sort()).toEqual([keys[3], keys[4]].sort());
    expect(await removeOrphanUploads(db, { stationId: station.id, batch: 2 })).toEqual([]);
    for (const key of keys.slice(0, 3)) expect(await storage().stat(key)).not.toBeNull();
  });

  it("checks a station's files against that station's rows only, and never touches another station's", async () => {
    const station = await makeStation();
    const other = await makeStation();
    const member = await makeMember(station.id);
    const stranger = await makeMember(other.id);
    const key = await upload(station, member);
    const theirs = await upload(other, stranger);
    await age(key, 30);
    await age(theirs, 30);
    // Another station's row naming this station's file does not keep it.
    await db.update(users).set({ image: `/files/${key}` }).where(eq(users.id, stranger.id));
    await JOB_HANDLERS["uploads-orphan-check"]({ stationId: station.id, key: theirs });
    expect(await storage().stat(theirs)).not.toBeNull();
    await JOB_HANDLERS["uploads-orphan-check"]({ stationId: station.id, key });
    expect(await storage().stat(key)).toBeNull();
  });
});

// Every upload route, called as the browser calls it (session cookie, Host header): a member's
// profile photo and survey video share the wall's daily quota, and the console's uploads are
// recorded for the orphan job and rate limited per account, without the members' quota.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { stopQueue } from "@/lib/jobs/queue";
import { findStationByKey, invalidateStation, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import { POST as wallUpload } from "@/app/homepage/feed/upload/route";
import { POST as photoUpload } from "@/app/s/[station]/files/upload/route";
import { POST as surveyUpload } from "@/app/s/[station]/homepage/survey/upload/route";
import { POST as consoleUpload } from "@/app/console/estacoes/[stationId]/arquivos/route";
import { POST as downloadUpload } from "@/app/console/estacoes/[stationId]/conteudo/downloads/arquivo/route";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

const QUOTA_TEXT = "Você atingiu o limite de envio de arquivos das últimas 24 horas. Tente novamente mais tarde.";
const RATE_TEXT = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
const MP4_HEAD = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0];

let db: Db;
let demo: Station;
let png: Uint8Array;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  const sharp = (await import("sharp")).default;
  png = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0057b8" } }).png().toBuffer());
}, 120_000);

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const noParams = { params: Promise.resolve({}) } as never;

function multipart(url: string, file: Uint8Array, name: string, type: string): NextRequest {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(file)], name, { type }));
  return new NextRequest(url, { method: "POST", body: form });
}

function mp4(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set(MP4_HEAD);
  return out;
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { ok?: boolean; message?: string; key?: string } };
}

/** Every file under the demo station's avatars and survey videos (the tests' disk storage). */
async function storedFiles(): Promise<string[]> {
  const root = env.DATA_DIR.startsWith("memory://") ? path.join(process.env.TMPDIR ?? "/tmp", `estacao-uploads-${process.pid}`) : path.join(env.DATA_DIR, "uploads");
  const names = await readdir(path.join(root, String(demo.id)), { recursive: true }).catch(() => [] as string[]);
  return names.filter((n) => /^(avatars|survey-videos)\//.test(n)).sort();
}

async function setQuota(megabytes: number) {
  await db.update(stations).set({ settings: sql`${stations.settings} || ${JSON.stringify({ uploadQuotaMegabytesPerDay: megabytes })}::jsonb` }).where(eq(stations.id, demo.id));
  invalidateStation(demo);
}

describe("a member's uploads on every route", () => {
  it("share one daily quota: once wall videos filled it, a profile photo and a survey video are refused and not kept", async () => {
    await setQuota(10);
    try {
      const member = await userIdByEmail(db, demo.id, "ana.mural@demo.test");
      await signInAs(db, member, demo);
      const wall = new NextRequest("http://demo.localhost:3000/homepage/feed/upload?tipo=video", { method: "POST", body: new Uint8Array(mp4(10_000_000)) });
      expect((await answer(await wallUpload(wall, noParams))).status).toBe(200);

      const before = await storedFiles();
      const photo = await answer(await photoUpload(multipart("http://demo.localhost:3000/files/upload?purpose=profilePhoto", png, "eu.png", "image/png"), noParams));
      expect([photo.status, photo.body.message]).toEqual([413, QUOTA_TEXT]);
      const video = await answer(await surveyUpload(multipart("http://demo.localhost:3000/homepage/survey/upload", mp4(20_000), "v.mp4", "video/mp4"), noParams));
      expect([video.status, video.body.message]).toEqual([413, QUOTA_TEXT]);
      expect(await storedFiles(), "files stored by the refused uploads").toEqual(before);

      // Another member's photo fits, and is recorded for the orphan job.
      await signInAs(db, await userIdByEmail(db, demo.id, "bruno.mural@demo.test"), demo);
      const other = await answer(await photoUpload(multipart("http://demo.localhost:3000/files/upload?purpose=profilePhoto", png, "eu.png", "image/png"), noParams));
      expect(other.status).toBe(200);
      const url = (other.body as { data?: { url: string } }).data!.url;
      const rows = (await db.execute(sql`select source, bytes::int as bytes from uploads where key = ${url.replace("/files/", "")}`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ source: "member", bytes: png.length }]);
    } finally {
      await setQuota(500);
    }
  });
});

describe("console uploads", () => {
  it("are recorded without the members' quota, and limited to 200 an hour per account", async () => {
    await setQuota(10);
    try {
      const owner = await userIdByEmail(db, demo.id, "dono@demo.test");
      await signInConsoleAs(db, owner, demo.id);
      const params = { params: Promise.resolve({ stationId: String(demo.id) }) };
      const url = `http://painel.localhost:3000/estacoes/${demo.id}/arquivos?purpose=contentImage`;
      const big = new Uint8Array(2_900_000);
      big.set(png);
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await consoleUpload(multipart(url, i < 5 ? big : png, "foto.png", "image/png"), params)).status);
      // Five pictures of 2.9 MB: past a member's 10 MB quota, not the console's.
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const recorded = (await db.execute(sql`select count(*)::int as n from uploads where source = 'console' and user_id = ${owner}`)) as unknown as { rows: { n: number }[] };
      expect(recorded.rows[0]!.n).toBe(200);
      const last = await answer(await consoleUpload(multipart(url, png, "foto.png", "image/png"), params));
      expect([last.status, last.body.message]).toEqual([429, RATE_TEXT]);
      // A new download of the library is an upload of the same account: refused too.
      const form = new FormData();
      form.set("title", "Regulamento");
      form.set("file", new File([new TextEncoder().encode("nome,valor\nA,1\n")], "dados.csv", { type: "text/csv" }));
      const download = await answer(await downloadUpload(new NextRequest(`http://painel.localhost:3000/estacoes/${demo.id}/conteudo/downloads/arquivo`, { method: "POST", body: form }), params));
      expect([download.status, download.body.message]).toEqual([429, RATE_TEXT]);
    } finally {
      await setQuota(500);
      await stopQueue();
    }
  }, 120_000);
});

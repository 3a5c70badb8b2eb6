// "Suporte" in the console: the station's messages newest first, filtered by status; a reply goes
// to the writer by e-mail, is kept with the message and marks it answered; "Encerrar" closes it.
// Owner and staff both answer; another station's message is not found.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "@/lib/adapters/outbox/schema";
import { auditLog } from "@/lib/console/schema";
import { supportMessages } from "@/lib/content/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { closeSupportMessageAction, replySupportMessageAction } from "./actions";
import { getConsoleSupportMessage, listConsoleSupportMessages } from "./queries";
import { SUPPORT_CONSOLE_TEXTS } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;
let member: number;
let seq = 0;

async function message(station: Station, values: { userId?: number | null; email?: string; createdAt?: Date } = {}) {
  seq += 1;
  const [row] = await db
    .insert(supportMessages)
    .values({
      stationId: station.id,
      userId: values.userId ?? null,
      name: `Visitante ${seq}`,
      email: values.email ?? `visitante${seq}.${Date.now()}@exemplo.test`,
      subject: `Dúvida ${seq}`,
      message: "Como faço para trocar meus pontos?",
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

const mailsTo = (stationId: number, recipient: string) =>
  db.select().from(outbox).where(and(eq(outbox.stationId, stationId), eq(outbox.purpose, "support.reply"), eq(outbox.recipient, recipient))).orderBy(desc(outbox.id));

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
  member = await userIdByEmail(db, demo.id, "membro@demo.test");
});

describe("Suporte (console)", () => {
  it("lists the station's messages newest first, new ones by default, with the member when signed in", async () => {
    const older = await message(demo, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await message(demo, { userId: member, email: "membro@demo.test" });
    const foreign = await message(vitrine);
    const listed = await listConsoleSupportMessages(db, demo.id, "new");
    const ids = listed.map((m) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(foreign.id);
    expect(listed.find((m) => m.id === newer.id)).toMatchObject({ status: "new", member: { id: member } });
    expect(listed.find((m) => m.id === older.id)).toMatchObject({ member: null, name: older.name, email: older.email });
    expect(await getConsoleSupportMessage(db, demo.id, foreign.id)).toBeNull();
  });

  it("a reply (by staff too) mails the writer, is kept with the message and marks it answered", async () => {
    const row = await message(demo);
    await signInConsoleAs(db, staff, demo.id);
    expect(await replySupportMessageAction({ stationId: demo.id, messageId: row.id, reply: "" })).toMatchObject({ ok: false, fieldErrors: { reply: expect.any(String) } });

    const reply = "Olá! Os pontos são trocados na vitrine de benefícios.";
    expect(await replySupportMessageAction({ stationId: demo.id, messageId: row.id, reply })).toMatchObject({ ok: true, data: { status: "answered" } });
    const mails = await mailsTo(demo.id, row.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reply);
    expect(await getConsoleSupportMessage(db, demo.id, row.id)).toMatchObject({ status: "answered", reply, repliedBy: { id: staff } });
    expect((await listConsoleSupportMessages(db, demo.id, "new")).map((m) => m.id)).not.toContain(row.id);
    expect((await listConsoleSupportMessages(db, demo.id, "answered")).map((m) => m.id)).toContain(row.id);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.entity, "support-message"), eq(auditLog.entityId, String(row.id))));
    expect(audit).toMatchObject({ action: "support.reply", actorId: staff, before: { status: "new" }, after: { status: "answered" } });
  });

  it("Encerrar closes a message (owner or staff); a closed one takes no reply", async () => {
    const row = await message(demo);
    await signInConsoleAs(db, owner, demo.id);
    expect(await closeSupportMessageAction({ stationId: demo.id, messageId: row.id })).toMatchObject({ ok: true, data: { status: "closed" } });
    expect(await getConsoleSupportMessage(db, demo.id, row.id)).toMatchObject({ status: "closed" });
    expect((await listConsoleSupportMessages(db, demo.id, "closed")).map((m) => m.id)).toContain(row.id);
    expect(await replySupportMessageAction({ stationId: demo.id, messageId: row.id, reply: "Tarde demais" })).toMatchObject({ ok: false, message: SUPPORT_CONSOLE_TEXTS.closed });
    expect(await mailsTo(demo.id, row.email)).toHaveLength(0);
  });

  it("another station's message is not found: no reply, no close, no e-mail", async () => {
    const foreign = await message(vitrine);
    await signInConsoleAs(db, staff, demo.id);
    expect(await replySupportMessageAction({ stationId: demo.id, messageId: foreign.id, reply: "Oi" })).toMatchObject({ ok: false, message: SUPPORT_CONSOLE_TEXTS.notFound });
    expect(await closeSupportMessageAction({ stationId: demo.id, messageId: foreign.id })).toMatchObject({ ok: false, message: SUPPORT_CONSOLE_TEXTS.notFound });
    expect(await mailsTo(vitrine.id, foreign.email)).toHaveLength(0);
    const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, foreign.id));
    expect(row).toMatchObject({ status: "new", reply: null });
  });
});

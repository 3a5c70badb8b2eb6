// The unit answers a member's appointment request from the console: status, date and a message to
// the member. The member's appointments page shows the answer, the member gets it by e-mail once per
// change (saving the same answer again sends nothing), every change is audited, and an appointment
// of another station is not found.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "@/lib/adapters/outbox/schema";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { listAppointments } from "../cases";
import { serviceAppointments } from "../schema";
import { toAppointmentCard } from "../views";
import { saveAppointmentAction } from "./actions";
import { MSG_APPOINTMENT_NOT_FOUND } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let member: number;

const mails = () =>
  db.select().from(outbox).where(and(eq(outbox.stationId, demo.id), eq(outbox.purpose, "services.appointment"), eq(outbox.recipient, "membro@demo.test"))).orderBy(desc(outbox.id));

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner } = await demoConsole(db));
  member = await userIdByEmail(db, demo.id, "membro@demo.test");
});

async function request(stationId = demo.id, userId = member) {
  const [row] = await db.insert(serviceAppointments).values({ stationId, userId, area: "legal", preferredWeekday: 3, description: "Revisão do contrato de aluguel" }).returning();
  return row!;
}

describe("answering an appointment request", () => {
  it("the member sees the status, date and the unit's message, and gets them by e-mail once", async () => {
    const appointment = await request();
    await signInConsoleAs(db, owner, demo.id);
    const before = (await mails()).length;
    const answer = { stationId: demo.id, id: appointment.id, status: "scheduled" as const, date: "2027-03-10", time: "14:30", reply: "Traga o contrato e um documento com foto." };
    expect((await saveAppointmentAction(answer)).ok).toBe(true);

    const card = (await listAppointments(db, { stationId: demo.id, userId: member }, "legal")).map(toAppointmentCard).find((c) => c.id === appointment.id);
    expect(card).toMatchObject({ status: "scheduled", scheduledAt: "10/03/2027 14:30", reply: "Traga o contrato e um documento com foto." });

    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]!.text).toContain("10/03/2027 às 14:30");
    expect(sent[0]!.text).toContain("Traga o contrato e um documento com foto.");
    expect(sent[0]!.subject).toBe("Seu agendamento foi confirmado");

    // The same answer saved twice is not news.
    expect((await saveAppointmentAction(answer)).ok).toBe(true);
    expect(await mails()).toHaveLength(before + 1);

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, "services.appointment"), eq(auditLog.entityId, String(appointment.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.after).toMatchObject({ status: "scheduled", reply: "Traga o contrato e um documento com foto." });
  });

  it("a cancellation says so to the member", async () => {
    const appointment = await request();
    await signInConsoleAs(db, owner, demo.id);
    expect((await saveAppointmentAction({ stationId: demo.id, id: appointment.id, status: "cancelled", date: "", time: "", reply: "A advogada não atende neste mês." })).ok).toBe(true);
    const [mail] = await mails();
    expect(mail!.subject).toBe("Seu agendamento foi cancelado");
    expect(mail!.text).toContain("A advogada não atende neste mês.");
  });

  it("another station's appointment is not found and not changed", async () => {
    const vitrineMember = await userIdByEmail(db, vitrine.id, "areas@vitrine.test");
    const theirs = await request(vitrine.id, vitrineMember);
    await signInConsoleAs(db, owner, demo.id);
    const result = await saveAppointmentAction({ stationId: demo.id, id: theirs.id, status: "cancelled", date: "", time: "", reply: "" });
    expect(!result.ok && result.message).toBe(MSG_APPOINTMENT_NOT_FOUND);
    const [row] = await db.select().from(serviceAppointments).where(eq(serviceAppointments.id, theirs.id));
    expect(row!.status).toBe("requested");
  });
});

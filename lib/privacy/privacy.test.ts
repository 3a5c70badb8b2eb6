// Members' data rights on the demo seed: the download holds the member's data and nothing of
// another member or station; a deletion confirmed with the e-mailed code anonymises the account in
// place (no name, CPF or e-mail left), keeps the ledger, orders and reports counting the same,
// ends the sessions, refuses the login and frees the e-mail; a wrong, expired, foreign or repeated
// confirmation changes nothing; the owner's register is per station, with the 15-day deadline,
// and answering a correction e-mails the member.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { login } from "@/lib/accounts/login";
import { users } from "@/lib/accounts/schema";
import { outbox } from "@/lib/adapters/outbox/schema";
import { sessions } from "@/lib/auth/schema";
import { createSession } from "@/lib/auth/sessions";
import { orders } from "@/lib/commerce/schema";
import { planSubscriptions, plans } from "@/lib/plans/schema";
import { auditLog } from "@/lib/console/schema";
import { supportMessages } from "@/lib/content/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { dashboard } from "@/lib/reports/dashboard";
import { reportRangeFrom } from "@/lib/reports/range";
import { comments, posts } from "@/lib/social/schema";
import type { Station } from "@/lib/stations/queries";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { pointsLedger } from "@/lib/wallet/schema";
import { answerCorrectionAction } from "./console/actions";
import { buildMemberExport } from "./export";
import { renderExportHtml } from "./export-html";
import { listDataRequests } from "./register";
import { confirmDeletion, recordAccessRequest, requestCorrection, requestDeletion, setMarketingChoice } from "./requests";
import { dataRequests } from "./schema";
import { PRIVACY_MEMBER } from "./seed";
import { LEGAL_DEADLINE_DAYS, PRIVACY_TEXTS, REMOVED_MEMBER_NAME } from "./texts";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let member: number;
let other: number;

const DAY = 24 * 60 * 60 * 1000;

async function lastCode(to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.purpose, "privacy.deletion-code")))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = mail?.text.match(/código de confirmação é: (\d{6})/)?.[1];
  if (!code) throw new Error(`no deletion code mailed to ${to}`);
  return code;
}

const ledgerSum = async (stationId: number) =>
  Number((await db.select({ s: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` }).from(pointsLedger).where(eq(pointsLedger.stationId, stationId)))[0]!.s);

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner } = await demoConsole(db));
  member = await userIdByEmail(db, demo.id, PRIVACY_MEMBER.email);
  [{ id: other }] = (await db
    .insert(users)
    .values({ stationId: demo.id, name: "João Outro", email: "joao.outro@demo.test", cpf: "11144477735", active: true, isFirstLogin: false })
    .returning({ id: users.id })) as [{ id: number }];
});

describe("Baixar meus dados", () => {
  it("holds the member's profile, points, orders and wall, and nothing of another member or station", async () => {
    await db.insert(posts).values({ stationId: demo.id, userId: member, description: "Meu post no mural" });
    await db.insert(posts).values({ stationId: demo.id, userId: other, description: "Post de outro membro" });
    const data = await buildMemberExport(db, demo, member);
    expect(data).not.toBeNull();
    expect(data!.profile).toMatchObject({ id: member, email: PRIVACY_MEMBER.email, cpf: PRIVACY_MEMBER.cpf, name: PRIVACY_MEMBER.name });
    expect(data!.consents.marketingEmail).toBe(true);
    const memberOrders = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.stationId, demo.id), eq(orders.userId, member)));
    expect(data!.orders.map((o) => o.id).sort()).toEqual(memberOrders.map((o) => o.id).sort());
    const entrySum = data!.points.entries.reduce((s, e) => s + e.points, 0);
    expect(data!.points.entries.length).toBeGreaterThan(0);
    expect(data!.points.balance).toBe(entrySum);
    expect(data!.wall.posts.map((p) => p.text)).toContain("Meu post no mural");

    const json = JSON.stringify(data);
    expect(json).not.toContain("joao.outro@demo.test");
    expect(json).not.toContain("Post de outro membro");
    expect(json).not.toContain("11144477735");
    // The same e-mail on another station is another account: not this member.
    expect(await buildMemberExport(db, vitrine, member)).toBeNull();

    const html = renderExportHtml(data!, demo);
    expect(html).toContain(PRIVACY_MEMBER.name);
    expect(html).toContain("486.213.975-28");
    expect(html).toContain(`Meus dados — ${demo.name}`);
    expect(html).not.toContain("joao.outro@demo.test");
  });

  it("each download is an access request in the owner's register, fulfilled, with its 15-day deadline", async () => {
    const at = new Date();
    await recordAccessRequest(db, demo.id, member, "json", at);
    const rows = await listDataRequests(db, demo.id);
    const row = rows.find((r) => r.kind === "access" && r.member.id === member && r.requestedAt.getTime() === at.getTime());
    expect(row).toMatchObject({ status: "done", format: "json", overdue: false, member: { email: PRIVACY_MEMBER.email } });
    expect(row!.deadline.getTime() - at.getTime()).toBe(LEGAL_DEADLINE_DAYS * DAY);
    expect((await listDataRequests(db, vitrine.id)).some((r) => r.member.id === member)).toBe(false);
  });
});

describe("Receber comunicações", () => {
  it("withdraws and gives marketing consent, each choice an entry of the consent ledger the export shows", async () => {
    expect(await setMarketingChoice(db, demo.id, other, false)).toBe(true);
    expect((await db.select({ s: users.emailSubscribed }).from(users).where(eq(users.id, other)))[0]!.s).toBe(false);
    expect(await setMarketingChoice(db, demo.id, other, true)).toBe(true);
    expect((await db.select({ s: users.emailSubscribed }).from(users).where(eq(users.id, other)))[0]!.s).toBe(true);
    const data = await buildMemberExport(db, demo, other);
    expect(data!.consents.history.filter((c) => c.document === "marketing").map((c) => [c.action, c.channel])).toEqual([
      ["withdrawn", "profile"],
      ["accepted", "profile"],
    ]);
    const html = renderExportHtml(data!, demo);
    expect(html).toContain("E-mails de comunicação");
    expect(html).toContain("Revogação");
    // Another station's member is not this station's to change.
    expect(await setMarketingChoice(db, vitrine.id, other, false)).toBe(false);
  });
});

describe("Corrigir meus dados (register)", () => {
  it("a correction is open for the owner, overdue after 15 days; the answer is e-mailed and closes it", async () => {
    const fresh = await requestCorrection(db, demo, other, { details: "Meu CPF está com um dígito errado." });
    const old = await requestCorrection(db, demo, other, { details: "Meu telefone mudou." }, new Date(Date.now() - (LEGAL_DEADLINE_DAYS + 1) * DAY));
    await expect(requestCorrection(db, demo, other, { details: "" })).rejects.toThrow();

    const rows = await listDataRequests(db, demo.id);
    expect(rows.find((r) => r.id === fresh.id)).toMatchObject({ kind: "correction", status: "open", overdue: false, details: "Meu CPF está com um dígito errado." });
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ status: "open", overdue: true });
    // Open corrections come first: they wait for the owner.
    expect(rows[0]!.status).toBe("open");

    await signInConsoleAs(db, owner, demo.id);
    const answer = "Corrigimos o seu CPF no cadastro.";
    expect(await answerCorrectionAction({ stationId: demo.id, requestId: fresh.id, answer })).toMatchObject({ ok: true, data: { status: "done" } });
    const after = (await listDataRequests(db, demo.id)).find((r) => r.id === fresh.id);
    expect(after).toMatchObject({ status: "done", answer, overdue: false });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, "joao.outro@demo.test"), eq(outbox.purpose, "privacy.correction-answered")))
      .orderBy(desc(outbox.id));
    expect(mail!.text).toContain(answer);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.entity, "data-request"), eq(auditLog.entityId, String(fresh.id))));
    expect(audits).toHaveLength(1);
    // Answered once only; another station's request is not found from here.
    expect(await answerCorrectionAction({ stationId: demo.id, requestId: fresh.id, answer })).toMatchObject({ ok: false, message: PRIVACY_TEXTS.notOpen });
    const [stranger] = await db.insert(users).values({ stationId: vitrine.id, name: "Vera Vitrine", email: "vera@vitrine.test", active: true }).returning({ id: users.id });
    const foreign = await requestCorrection(db, vitrine, stranger!.id, { details: "Nome errado no cadastro." });
    expect(await answerCorrectionAction({ stationId: demo.id, requestId: foreign.id, answer })).toMatchObject({ ok: false, message: PRIVACY_TEXTS.notFound });
  });
});

describe("Excluir minha conta", () => {
  it("a wrong, foreign or expired code changes nothing", async () => {
    await requestDeletion(db, demo, other);
    const otherCode = await lastCode("joao.outro@demo.test");
    await requestDeletion(db, demo, member);
    const code = await lastCode(PRIVACY_MEMBER.email);
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await confirmDeletion(db, demo, member, wrong)).toEqual({ kind: "refused", message: PRIVACY_TEXTS.wrongCode });
    if (otherCode !== code) expect(await confirmDeletion(db, demo, member, otherCode)).toMatchObject({ kind: "refused" });
    // The right code on another station's host, or after 30 minutes, does nothing either.
    expect(await confirmDeletion(db, vitrine, member, code)).toMatchObject({ kind: "refused" });
    expect(await confirmDeletion(db, demo, member, code, new Date(Date.now() + 31 * 60 * 1000))).toEqual({ kind: "refused", message: PRIVACY_TEXTS.wrongCode });
    const [row] = await db.select().from(users).where(eq(users.id, member));
    expect(row).toMatchObject({ email: PRIVACY_MEMBER.email, deletedAt: null });
    const [{ attempts }] = (await db.select({ attempts: dataRequests.attempts }).from(dataRequests).where(and(eq(dataRequests.userId, member), eq(dataRequests.status, "pending")))) as [{ attempts: number }];
    expect(attempts).toBeGreaterThanOrEqual(1);
  });

  it("asking for codes is limited like a confirmation resend", async () => {
    const [asker] = await db.insert(users).values({ stationId: demo.id, name: "Rita Repete", email: "rita.repete@demo.test", active: true }).returning({ id: users.id });
    for (let i = 0; i < 5; i++) await requestDeletion(db, demo, asker!.id);
    await expect(requestDeletion(db, demo, asker!.id)).rejects.toThrow(RATE_LIMIT_MESSAGE);
    const codes = await db.select().from(outbox).where(and(eq(outbox.recipient, "rita.repete@demo.test"), eq(outbox.purpose, "privacy.deletion-code")));
    expect(codes).toHaveLength(5);
  });

  it("an owner's account, or one with a live plan, is not deleted from the member area", async () => {
    await expect(requestDeletion(db, demo, owner)).rejects.toThrow(/dono da estação/);
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.stationId, demo.id)).limit(1);
    const now = new Date();
    await db.insert(planSubscriptions).values({ stationId: demo.id, userId: other, planId: plan!.id, status: "active", currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * DAY) });
    await expect(requestDeletion(db, demo, other)).rejects.toThrow(/plano ativo/);
  });

  it("anonymises in place, keeps the ledger, orders and reports, ends sessions, refuses login, frees the e-mail; twice is harmless", async () => {
    await db.insert(supportMessages).values({ stationId: demo.id, userId: null, name: PRIVACY_MEMBER.name, email: PRIVACY_MEMBER.email, phone: "11987654321", subject: "Dúvida", message: "Sou a Luísa, CPF 486.213.975-28" });
    const [post] = await db.insert(posts).values({ stationId: demo.id, userId: member, description: "Foto da Luísa", mediaType: "image", mediaKey: `${demo.id}/posts/luisa.jpg` }).returning();
    await db.insert(comments).values({ stationId: demo.id, userId: member, postId: post!.id, description: "Comentário da Luísa" });
    const session = await createSession(db, { userId: member, stationId: demo.id });

    const range = reportRangeFrom({ periodo: "365" });
    const before = { ledger: await ledgerSum(demo.id), report: await dashboard(db, demo.id, range), orders: await db.select({ id: orders.id, total: orders.totalValue }).from(orders).where(eq(orders.userId, member)) };
    expect(before.orders.length).toBeGreaterThan(0);

    // A new request replaces the pending one (and its wrong tries).
    await requestDeletion(db, demo, member);
    const code = await lastCode(PRIVACY_MEMBER.email);
    expect(await confirmDeletion(db, demo, member, code)).toEqual({ kind: "deleted" });

    const [row] = await db.select().from(users).where(eq(users.id, member));
    expect(row).toMatchObject({ name: REMOVED_MEMBER_NAME, email: null, cpf: null, tel: null, birthday: null, image: null, passwordHash: null });
    expect(row!.deletedAt).not.toBeNull();
    const leftovers = await db.execute(sql`
      select 'support' as t from support_messages where station_id = ${demo.id} and (email ilike ${PRIVACY_MEMBER.email} or name like '%Luísa%' or message like '%486.213%')
      union all select 'post' from posts where user_id = ${member} and (description <> '' or media_key is not null or deleted_at is null)
      union all select 'comment' from comments where user_id = ${member} and description <> ''
      union all select 'card' from member_cards where user_id = ${member} and holder_name <> ${REMOVED_MEMBER_NAME}
      union all select 'order' from orders where user_id = ${member} and phone is not null
      union all select 'secret' from account_secrets where user_id = ${member}
      union all select 'user' from users where station_id = ${demo.id} and (email = ${PRIVACY_MEMBER.email} or cpf = ${PRIVACY_MEMBER.cpf})`);
    expect((leftovers as unknown as { rows: unknown[] }).rows).toEqual([]);

    // Financial history and the owner's figures are unchanged; the holder is the same anonymous id.
    expect(await ledgerSum(demo.id)).toBe(before.ledger);
    const after = await dashboard(db, demo.id, range);
    expect(after.points).toEqual(before.report.points);
    expect(after.revenue).toEqual(before.report.revenue);
    expect(after.activities).toEqual(before.report.activities);
    // A removed member is no longer counted as a member (users.deleted_at, as for any deleted account).
    expect(after.members.total).toBe(before.report.members.total - 1);
    expect(await db.select({ id: orders.id, total: orders.totalValue }).from(orders).where(eq(orders.userId, member))).toEqual(before.orders);

    const [ended] = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, session.id));
    expect(ended!.revokedAt).not.toBeNull();
    expect(await db.select().from(sessions).where(and(eq(sessions.userId, member), isNull(sessions.revokedAt)))).toEqual([]);
    await expect(login(db, demo, { identifier: "email", email: PRIVACY_MEMBER.email, password: "Demo@1234", captcha: "" } as never, "203.0.113.9")).rejects.toThrow();
    await expect(login(db, demo, { identifier: "cpf", cpf: PRIVACY_MEMBER.cpf, password: "Demo@1234", captcha: "" } as never, "203.0.113.9")).rejects.toThrow();

    const farewell = await db.select().from(outbox).where(and(eq(outbox.recipient, PRIVACY_MEMBER.email), eq(outbox.purpose, "privacy.deleted")));
    expect(farewell).toHaveLength(1);
    expect(farewell[0]!.subject).toBe("Sua conta foi excluída");

    // Twice is harmless: nothing pending, nothing changes, no second farewell.
    expect(await confirmDeletion(db, demo, member, code)).toEqual({ kind: "refused", message: PRIVACY_TEXTS.noPendingDeletion });
    expect(await db.select().from(outbox).where(and(eq(outbox.recipient, PRIVACY_MEMBER.email), eq(outbox.purpose, "privacy.deleted")))).toHaveLength(1);

    // The e-mail and CPF are free for a new sign-up on this station.
    await db.insert(users).values({ stationId: demo.id, name: "Luísa de novo", email: PRIVACY_MEMBER.email, cpf: PRIVACY_MEMBER.cpf });

    // The register shows the deletion done, under the anonymous holder.
    const done = (await listDataRequests(db, demo.id)).find((r) => r.kind === "deletion" && r.member.id === member && r.status === "done");
    expect(done).toMatchObject({ member: { name: REMOVED_MEMBER_NAME, email: null, deleted: true } });
  });
});

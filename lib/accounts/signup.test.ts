import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UserFacingError } from "@/lib/actions/result";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { getBalance } from "@/lib/wallet/ledger";
import { accountSecrets } from "./auth-schema";
import { creditInvitation } from "./invitations";
import { isValidMember } from "./member-validation";
import { upsertRosterEntries } from "./roster";
import { accountMessages } from "./messages";
import { establishmentUsers, users } from "./schema";
import { activateByLink, checkCredentials, confirmCode, registerParticipant, resendConfirmation, signupShape } from "./signup";

const ORIGIN = "http://demo.localhost:3000";
let db: Db;
let demo: Station;
let vitrine: Station;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
});

/** The code in the newest message to `to`, as a person would read it in the mailbox. */
async function lastCode(station: Station, to: string): Promise<string> {
  const message = (await listOutbox(db, station.id)).find((row) => row.recipient === to.replace(/\D/g, "") || row.recipient === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function lastLink(station: Station, to: string): Promise<{ hash: string; email: string }> {
  const message = (await listOutbox(db, station.id)).find((row) => row.recipient === to);
  const match = /\/ativar\/([^/\s]+)\/([^\s]+)/.exec(message?.text ?? "");
  if (!match) throw new Error(`no link sent to ${to}`);
  return { hash: match[1]!, email: decodeURIComponent(match[2]!) };
}

async function expectRefusal(promise: Promise<unknown>, message: string) {
  await expect(promise).rejects.toBeInstanceOf(UserFacingError);
  await expect(promise).rejects.toThrow(message);
}

describe("roster rule", () => {
  it("refuses a CPF that is not on a private station's roster", async () => {
    await expectRefusal(checkCredentials(db, demo, { email: "x@exemplo.com", cpf: "86288366757" }), accountMessages.cpfNotOnRoster);
  });

  it("accepts a roster CPF and offers its phone masked", async () => {
    const check = await checkCredentials(db, demo, { email: "ana@exemplo.com", cpf: "12345678909" });
    expect(check.maskedPhone).toBe("(21) 9 ****-1234");
  });

  it("refuses a CPF that already has an account, but answers for a taken e-mail as for a new one", async () => {
    await expectRefusal(checkCredentials(db, demo, { email: "nova@exemplo.com", cpf: "52998224725" }), accountMessages.cpfTaken);
    const taken = await checkCredentials(db, demo, { email: "membro@demo.test", cpf: "12345678909" });
    const fresh = await checkCredentials(db, demo, { email: "nova@exemplo.com", cpf: "12345678909" });
    expect(taken.maskedPhone).toBe(fresh.maskedPhone);
  });

  it("skips the roster on a public station", async () => {
    await expect(checkCredentials(db, vitrine, { email: "qualquer@exemplo.com" })).resolves.toMatchObject({ roster: null });
  });

  it("holds 'Cadastro só para a lista de afiliados' on a public e-mail station too: the CPF is asked and must be listed", async () => {
    const listedOnly = { ...vitrine, settings: { ...vitrine.settings, requireRoster: true } };
    expect(signupShape(listedOnly).requireCpf).toBe(true);
    await expectRefusal(checkCredentials(db, listedOnly, { email: "sem.cpf@exemplo.com" }), accountMessages.cpfNotOnRoster);
    await expectRefusal(checkCredentials(db, listedOnly, { email: "fora@exemplo.com", cpf: "86288366757" }), accountMessages.cpfNotOnRoster);
    await expectRefusal(
      registerParticipant(db, listedOnly, { email: "fora@exemplo.com", cpf: "86288366757", password: "Senha@123", name: "Fora da Lista", method: "email" }, "http://vitrine.localhost:3000"),
      accountMessages.cpfNotOnRoster,
    );
  });
});

describe("sign-up and code confirmation", () => {
  it("registers an inactive member, confirms with the e-mailed code and links the establishment", async () => {
    const { userId, email } = await registerParticipant(
      db,
      demo,
      { email: "Joao@Exemplo.com", cpf: "11144477735", password: "Senha123", method: "email" },
      ORIGIN,
    );
    expect(email).toBe("joao@exemplo.com");
    const [pending] = await db.select().from(users).where(eq(users.id, userId));
    expect(pending).toMatchObject({ active: false, isFirstLogin: true, name: "João Associado", tel: "11988887777" });

    const code = await lastCode(demo, email);
    await expectRefusal(confirmCode(db, demo, { email, code: code === "000000" ? "111111" : "000000" }), accountMessages.invalidCode);
    const user = await confirmCode(db, demo, { email, code });
    expect(user).toMatchObject({ id: userId, isFirstLogin: true });
    const [active] = await db.select({ active: users.active }).from(users).where(eq(users.id, userId));
    expect(active?.active).toBe(true);
    const links = await db.select().from(establishmentUsers).where(eq(establishmentUsers.userId, userId));
    expect(links).toHaveLength(1);

    // The same code again is refused.
    await expectRefusal(confirmCode(db, demo, { email, code }), accountMessages.invalidCode);
  });

  it("sends the code by SMS to the roster phone when asked", async () => {
    await registerParticipant(db, demo, { email: "carlos@exemplo.com", cpf: "93541134780", password: "Senha123", method: "sms" }, ORIGIN);
    const code = await lastCode(demo, "31999998888");
    await expect(confirmCode(db, demo, { email: "carlos@exemplo.com", code })).resolves.toMatchObject({ isFirstLogin: true });
  });

  it("refuses an expired code", async () => {
    const { email } = await registerParticipant(
      db,
      vitrine,
      { email: "expira@exemplo.com", password: "Senha123", name: "Expira Teste", method: "email" },
      ORIGIN,
    );
    const code = await lastCode(vitrine, email);
    const later = new Date(Date.now() + 31 * 60 * 1000);
    await expectRefusal(confirmCode(db, vitrine, { email, code }, later), accountMessages.invalidCode);
  });

  it("locks a code after too many wrong attempts, and a resend replaces it", async () => {
    const { email } = await registerParticipant(db, vitrine, { email: "tenta@exemplo.com", password: "Senha123", method: "email" }, ORIGIN);
    const code = await lastCode(vitrine, email);
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 4; i++) await expectRefusal(confirmCode(db, vitrine, { email, code: wrong }), accountMessages.invalidCode);
    await expectRefusal(confirmCode(db, vitrine, { email, code: wrong }), accountMessages.tooManyCodeAttempts);
    await expectRefusal(confirmCode(db, vitrine, { email, code }), accountMessages.tooManyCodeAttempts);

    await resendConfirmation(db, vitrine, { email }, ORIGIN);
    const fresh = await lastCode(vitrine, email);
    await expect(confirmCode(db, vitrine, { email, code: fresh })).resolves.toBeTruthy();
  });

  it("stores codes and links only hashed", async () => {
    const { email, userId } = await registerParticipant(db, vitrine, { email: "hash@exemplo.com", password: "Senha123", method: "email" }, ORIGIN);
    const code = await lastCode(vitrine, email);
    const rows = await db.select().from(accountSecrets).where(eq(accountSecrets.userId, userId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.secretHash).not.toContain(code);
  });

  it("activates once by the e-mailed link; a mismatched e-mail does not burn it", async () => {
    const { email } = await registerParticipant(db, vitrine, { email: "link@exemplo.com", password: "Senha123", method: "email" }, ORIGIN);
    const link = await lastLink(vitrine, email);
    expect(link.email).toBe(email);
    await expect(activateByLink(db, vitrine, { email: "outra@exemplo.com", hash: link.hash })).resolves.toBeNull();
    await expect(activateByLink(db, vitrine, link)).resolves.toMatchObject({ isFirstLogin: true });
    await expect(activateByLink(db, vitrine, link)).resolves.toBeNull();
  });

  it("a registration again resends an unconfirmed account's code and changes nothing of a confirmed one", async () => {
    const first = await registerParticipant(db, vitrine, { email: "denovo@exemplo.com", password: "Senha123", method: "email" }, ORIGIN);
    const again = await registerParticipant(db, vitrine, { email: "denovo@exemplo.com", password: "Outra123", method: "email" }, ORIGIN);
    expect(again).toMatchObject({ userId: first.userId, created: false });
    await confirmCode(db, vitrine, { email: "denovo@exemplo.com", code: await lastCode(vitrine, "denovo@exemplo.com") });
    const [before] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, first.userId));
    await expect(registerParticipant(db, vitrine, { email: "denovo@exemplo.com", password: "Outra123", method: "email" }, ORIGIN)).resolves.toMatchObject({
      created: false,
    });
    const [after] = await db.select({ passwordHash: users.passwordHash, active: users.active }).from(users).where(eq(users.id, first.userId));
    expect(after).toEqual({ passwordHash: before!.passwordHash, active: true });
    // The holder is told, at the account's address, that it already exists.
    expect((await listOutbox(db, vitrine.id)).find((row) => row.recipient === "denovo@exemplo.com")?.purpose).toBe("signup-existing");
  });
});

describe("affiliate sign-up (login 401 flow)", () => {
  it("uses the roster's e-mail when the form sends none, and then validates the member", async () => {
    await upsertRosterEntries(db, demo.id, [{ cpf: "86288366757", name: "Rita Roster", email: "rita@exemplo.com", phone: null }]);
    const { email, userId } = await registerParticipant(db, demo, { cpf: "86288366757", password: "Senha123", method: "email" }, ORIGIN);
    expect(email).toBe("rita@exemplo.com");
    expect(await isValidMember(db, demo.id, userId)).toBe(false);
    await confirmCode(db, demo, { email, code: await lastCode(demo, email) });
    expect(await isValidMember(db, demo.id, userId)).toBe(true);
    expect(await isValidMember(db, vitrine.id, userId)).toBe(false);
  });
});

describe("invitations", () => {
  it("credits invitee and inviter once, even when confirmation is retried", async () => {
    const memberId = (await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "membro@demo.test"))))[0]!.id;
    const before = await getBalance(db, demo.id, memberId);
    const { email, userId } = await registerParticipant(
      db,
      demo,
      { email: "convidada@exemplo.com", cpf: "12345678909", password: "Senha123", method: "email", inviteCode: "clube10", inviterId: memberId },
      ORIGIN,
    );
    const code = await lastCode(demo, email);
    const link = await lastLink(demo, email);
    await confirmCode(db, demo, { email, code });
    // A retried confirmation (same code, then the link) changes nothing.
    await expectRefusal(confirmCode(db, demo, { email, code }), accountMessages.invalidCode);
    await expect(activateByLink(db, demo, link)).resolves.toBeNull();

    // Crediting again directly is a no-op too.
    await expect(db.transaction((tx) => creditInvitation(tx, { stationId: demo.id, inviteeId: userId, defaultRewardLimit: 20 }))).resolves.toBe(false);

    // 10,00 for the invitation plus 10,00 from demo's "Cadastro premiado" (type 2).
    expect(await getBalance(db, demo.id, userId)).toBe(2_000);
    expect(await getBalance(db, demo.id, memberId)).toBe(before + 2_000);
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { users } from "./schema";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { consumeLoginToken, createLoginToken } from "./login-tokens";
import { briefingAppDestination, destinationAfterLogin, limitLoginSource, login } from "./login";
import { accountMessages } from "./messages";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { loginSchema } from "./schemas";

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

const parse = (input: unknown) => loginSchema.parse(input);

describe("login", () => {
  it("signs the member in by CPF (masked or not) and by e-mail", async () => {
    const byCpf = await login(db, demo, parse({ identifier: "cpf", cpf: "529.982.247-25", password: "Demo@1234", captcha: "x" }), "1.1.1.1");
    expect(byCpf).toMatchObject({ kind: "ok", user: { stationId: demo.id, isFirstLogin: false, active: true } });
    const byEmail = await login(db, demo, parse({ identifier: "email", email: "MEMBRO@demo.test", password: "Demo@1234", captcha: "x" }), "1.1.1.1");
    expect(byEmail.kind).toBe("ok");
  });

  it("gives one message for an unknown account and a wrong password", async () => {
    const wrong = login(db, demo, parse({ identifier: "email", email: "membro@demo.test", password: "Errada123", captcha: "x" }), "2.2.2.2");
    await expect(wrong).rejects.toThrow(accountMessages.invalidCredentials);
    const unknown = login(db, demo, parse({ identifier: "email", email: "ninguem@demo.test", password: "Errada123", captcha: "x" }), "2.2.2.2");
    await expect(unknown).rejects.toThrow(accountMessages.invalidCredentials);
  });

  it("does not let a demo account sign in on another station", async () => {
    const other = login(db, vitrine, parse({ identifier: "email", email: "membro@demo.test", password: "Demo@1234", captcha: "x" }), "3.3.3.3");
    await expect(other).rejects.toThrow(accountMessages.invalidCredentials);
  });

  it("sends a roster affiliate without an account to sign-up (the spec's 401)", async () => {
    const outcome = await login(db, demo, parse({ identifier: "cpf", cpf: "111.444.777-35", password: "Qualquer1", captcha: "x" }), "4.4.4.4");
    expect(outcome).toEqual({ kind: "affiliate", cpf: "11144477735" });
  });

  it("rate-limits repeated wrong passwords for one identifier", async () => {
    const attempt = () =>
      login(db, demo, parse({ identifier: "cpf", cpf: "52998224725", password: "Errada123", captcha: "x" }), "5.5.5.5");
    for (let i = 0; i < 5; i++) await expect(attempt()).rejects.toThrow(accountMessages.invalidCredentials);
    await expect(attempt()).rejects.toThrow(RATE_LIMIT_MESSAGE);
    // Even the right password waits until the window passes.
    await expect(
      login(db, demo, parse({ identifier: "cpf", cpf: "52998224725", password: "Demo@1234", captcha: "x" }), "5.5.5.5"),
    ).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it("locks an account per source: a stranger's failures do not lock the member out elsewhere", async () => {
    const attempt = (password: string, ip: string) =>
      login(db, demo, parse({ identifier: "email", email: "suspenso@demo.test", password, captcha: "x" }), ip);
    for (let i = 0; i < 5; i++) await expect(attempt("Errada123", "66.66.66.66")).rejects.toThrow(accountMessages.invalidCredentials);
    await expect(attempt("Demo@1234", "66.66.66.66")).rejects.toThrow(RATE_LIMIT_MESSAGE);
    // The member, from their own network, still gets in.
    await expect(attempt("Demo@1234", "100.64.0.9")).resolves.toMatchObject({ kind: "ok" });
  });

  it("refuses the 61st login from one source, whatever the accounts", async () => {
    const ip = "77.77.77.77";
    for (let i = 0; i < 60; i++) {
      await expect(limitLoginSource(db, demo.id, ip)).resolves.toBeUndefined();
    }
    await expect(limitLoginSource(db, demo.id, ip)).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it("gives a successful login back to its source's budget: 70 members behind one address all get in", async () => {
    const ip = "88.88.88.88";
    for (let i = 0; i < 70; i++) {
      await limitLoginSource(db, demo.id, ip);
      await expect(
        login(db, demo, parse({ identifier: "email", email: "membro@demo.test", password: "Demo@1234", captcha: "x" }), ip, { sourceCounted: true }),
      ).resolves.toMatchObject({ kind: "ok" });
    }
    // Failures still spend it.
    const wrong = () => login(db, demo, parse({ identifier: "email", email: `ninguem${Math.random()}@demo.test`, password: "Errada123", captcha: "x" }), ip);
    for (let i = 0; i < 60; i++) await expect(wrong()).rejects.toThrow(accountMessages.invalidCredentials);
    await expect(wrong()).rejects.toThrow(RATE_LIMIT_MESSAGE);
    // 70 real password checks: on a loaded machine they outlast the default 30 s, and a test cut
    // mid-way leaves its logins running into the next test's log.
  }, 120_000);

  it("logs failures and locks without the password or the full CPF", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      for (let i = 0; i < 6; i++) {
        await login(db, demo, parse({ identifier: "cpf", cpf: "529.982.247-25", password: "Segredo#987", captcha: "x" }), "88.1.1.1").catch(() => {});
      }
    } finally {
      spy.mockRestore();
    }
    const events = lines.map((l) => JSON.parse(l) as { kind: string; ip: string; detail?: { who?: string } });
    expect(events.map((e) => e.kind)).toEqual([...Array(5).fill("login.failed"), "login.locked"]);
    expect(events[0]).toMatchObject({ ip: "88.1.1.1", detail: { who: "***.***.*47-25" } });
    const all = lines.join("\n");
    expect(all).not.toContain("Segredo#987");
    expect(all).not.toContain("52998224725");
  });

  it("routes first logins to the wizard and unconfirmed accounts to confirmation", () => {
    expect(destinationAfterLogin({ isFirstLogin: true, active: true })).toBe("/signup");
    expect(destinationAfterLogin({ isFirstLogin: false, active: true })).toBe("/");
    expect(destinationAfterLogin({ isFirstLogin: true, active: false })).toBe("/confimation");
  });

  it("sends members who finished the briefing to the station's external app with a token", () => {
    const url = briefingAppDestination("https://app.exemplo.com/entrar", { briefingDone: true, active: true }, "tok");
    expect(url).toBe("https://app.exemplo.com/entrar?token=tok");
    expect(briefingAppDestination("https://app.exemplo.com/entrar", { briefingDone: false, active: true }, "tok")).toBeNull();
    expect(briefingAppDestination(null, { briefingDone: true, active: true }, "tok")).toBeNull();
  });

  it("validates the login form with the spec's messages", () => {
    const result = loginSchema.safeParse({ identifier: "cpf", cpf: "111.111.111-11", password: "", captcha: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(["cpf: CPF inválido", "password: Esse campo é obrigatório", "captcha: Esse campo é obrigatório"]);
  });
});

describe("login tokens", () => {
  it("work once, only on their station, and expire", async () => {
    const member = await login(db, demo, parse({ identifier: "email", email: "membro@demo.test", password: "Demo@1234", captcha: "x" }), "6.6.6.6");
    if (member.kind !== "ok") throw new Error("login failed");
    const token = await createLoginToken(db, { userId: member.user.id, stationId: demo.id });
    await expect(consumeLoginToken(db, vitrine.id, token)).resolves.toBeNull();
    await expect(consumeLoginToken(db, demo.id, token)).resolves.toMatchObject({ id: member.user.id, stationId: demo.id });
    await expect(consumeLoginToken(db, demo.id, token)).resolves.toBeNull();

    const short = await createLoginToken(db, { userId: member.user.id, stationId: demo.id }, 60);
    await expect(consumeLoginToken(db, demo.id, short, new Date(Date.now() + 61_000))).resolves.toBeNull();
  });

  it("signs no one in with a token whose account was deleted after it was issued", async () => {
    const member = await login(db, demo, parse({ identifier: "email", email: "membro@demo.test", password: "Demo@1234", captcha: "x" }), "6.6.6.7");
    if (member.kind !== "ok") throw new Error("login failed");
    const token = await createLoginToken(db, { userId: member.user.id, stationId: demo.id });
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    try {
      await expect(consumeLoginToken(db, demo.id, token)).resolves.toBeNull();
    } finally {
      await db.update(users).set({ deletedAt: null }).where(eq(users.id, member.user.id));
    }
  });
});

describe("password reset", () => {
  async function resetLink(to: string) {
    const message = (await listOutbox(db, demo.id)).find((row) => row.recipient === to && row.purpose === "password-reset");
    const match = /\/redefinir-senha\/([^/\s]+)\/([^\s]+)/.exec(message?.text ?? "");
    return match ? { hash: match[1]!, email: decodeURIComponent(match[2]!) } : null;
  }

  it("answers the same for unknown addresses and sends nothing", async () => {
    await expect(requestPasswordReset(db, demo, "ninguem@exemplo.com", ORIGIN, "7.7.7.7")).resolves.toBeUndefined();
    expect(await resetLink("ninguem@exemplo.com")).toBeNull();
  });

  it("sets a new password once through the e-mailed link", async () => {
    await requestPasswordReset(db, demo, "dono@demo.test", ORIGIN, "7.7.7.7");
    const link = await resetLink("dono@demo.test");
    expect(link).not.toBeNull();
    await resetPassword(db, demo.id, { ...link!, password: "NovaSenha1" });
    const ok = await login(db, demo, parse({ identifier: "email", email: "dono@demo.test", password: "NovaSenha1", captcha: "x" }), "8.8.8.8");
    expect(ok.kind).toBe("ok");
    const again = resetPassword(db, demo.id, { ...link!, password: "Outra1234" });
    await expect(again).rejects.toBeInstanceOf(UserFacingError);
    await expect(again).rejects.toThrow(accountMessages.resetLinkInvalid);
  });

  it("refuses an expired link", async () => {
    await requestPasswordReset(db, demo, "membro@demo.test", ORIGIN, "9.9.9.9");
    const link = await resetLink("membro@demo.test");
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await expect(resetPassword(db, demo.id, { ...link!, password: "NovaSenha1" }, later)).rejects.toThrow(accountMessages.resetLinkInvalid);
  });

  it("lets a locked-out member back in through the reset link, and logs it without the link", async () => {
    const wrong = () => login(db, demo, parse({ identifier: "email", email: "semvinculo@demo.test", password: "Errada123", captcha: "x" }), "99.9.9.9");
    for (let i = 0; i < 5; i++) await expect(wrong()).rejects.toThrow(accountMessages.invalidCredentials);
    await expect(wrong()).rejects.toThrow(RATE_LIMIT_MESSAGE);
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    let link: { hash: string; email: string } | null = null;
    try {
      await requestPasswordReset(db, demo, "semvinculo@demo.test", ORIGIN, "99.9.9.9");
      link = await resetLink("semvinculo@demo.test");
      await resetPassword(db, demo.id, { ...link!, password: "Recuperada1" }, new Date(), "99.9.9.9");
    } finally {
      spy.mockRestore();
    }
    const kinds = lines.map((l) => (JSON.parse(l) as { kind: string }).kind);
    // The reset also ends every session of the account (lib/auth/sessions.ts).
    expect(kinds).toEqual(["password.reset.requested", "password.reset.completed", "session.revoked"]);
    expect(lines.join("\n")).not.toContain(link!.hash);
    expect(lines.join("\n")).not.toContain("Recuperada1");
    // The same source that was locked out now gets in with the new password.
    const ok = await login(db, demo, parse({ identifier: "email", email: "semvinculo@demo.test", password: "Recuperada1", captcha: "x" }), "99.9.9.9");
    expect(ok.kind).toBe("ok");
  });

  it("rate-limits reset requests", async () => {
    for (let i = 0; i < 5; i++) await requestPasswordReset(db, demo, "limite@exemplo.com", ORIGIN, "10.0.0.1");
    await expect(requestPasswordReset(db, demo, "limite@exemplo.com", ORIGIN, "10.0.0.1")).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });
});

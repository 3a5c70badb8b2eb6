import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { loginOwner } from "./owner-login";
import { OWNER_LOGIN_FAILED_MESSAGE, signUpOwner } from "./owner-wizard";

// Opening and migrating the per-file database is slow on a busy machine; keep it out of the first test.
beforeAll(async () => {
  await getDb();
}, 180_000);

const PASSWORD = "Senha@123";

async function owner(email: string): Promise<number> {
  return (await signUpOwner(await getDb(), { email, password: PASSWORD, password_confirmation: PASSWORD })).id;
}

describe("apex owner login", () => {
  it("locks an address out of an account after five wrong passwords, and no other address", async () => {
    const db = await getDb();
    const id = await owner("alvo@loja.test");
    for (let i = 0; i < 5; i++) {
      await expect(loginOwner(db, { email: "alvo@loja.test", password: `Errada@${i}` }, "203.0.113.9")).rejects.toThrow(OWNER_LOGIN_FAILED_MESSAGE);
    }
    await expect(loginOwner(db, { email: "alvo@loja.test", password: PASSWORD }, "203.0.113.9")).rejects.toThrow(RATE_LIMIT_MESSAGE);
    expect(await loginOwner(db, { email: "Alvo@Loja.test", password: PASSWORD }, "198.51.100.7")).toEqual({ id });
  });

  it("forgets an address's failures once the owner gets in from it", async () => {
    const db = await getDb();
    const id = await owner("esquecida@loja.test");
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        await expect(loginOwner(db, { email: "esquecida@loja.test", password: "Errada@1" }, "192.0.2.1")).rejects.toThrow(OWNER_LOGIN_FAILED_MESSAGE);
      }
      expect(await loginOwner(db, { email: "esquecida@loja.test", password: PASSWORD }, "192.0.2.1")).toEqual({ id });
    }
  });

  it("counts an unknown e-mail like a wrong password, with the same message", async () => {
    const db = await getDb();
    for (let i = 0; i < 5; i++) {
      await expect(loginOwner(db, { email: "ninguem@loja.test", password: PASSWORD }, "192.0.2.2")).rejects.toThrow(OWNER_LOGIN_FAILED_MESSAGE);
    }
    await expect(loginOwner(db, { email: "ninguem@loja.test", password: PASSWORD }, "192.0.2.2")).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { messages } from "@/lib/validation";
import { authenticateOwner, getOwnerProfile, OWNER_EMAIL_TAKEN_MESSAGE, saveOwnerPersonalData, saveOwnerPhoto, signUpOwner } from "./owner-wizard";
import { users } from "./schema";

// Opening and migrating the per-file database is slow on a busy machine; keep it out of the first test.
beforeAll(async () => {
  await getDb();
}, 180_000);

describe("platform owner accounts", () => {
  it("signs up an owner without a station and logs in with the same credentials", async () => {
    const db = await getDb();
    const { id } = await signUpOwner(db, { email: "Dona@Loja.test", password: "Senha@123", password_confirmation: "Senha@123" });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ stationId: null, typeId: 1, email: "dona@loja.test", active: true });
    expect(row!.passwordHash).not.toContain("Senha@123");
    expect(await authenticateOwner(db, { email: "dona@loja.test", password: "Senha@123" })).toEqual({ id });
    expect(await authenticateOwner(db, { email: "dona@loja.test", password: "Senha@124" })).toBeNull();
    expect(await authenticateOwner(db, { email: "ninguem@loja.test", password: "Senha@123" })).toBeNull();
  });

  it("refuses a second owner account for the same e-mail, even at once", async () => {
    const db = await getDb();
    const input = { email: "duplo@loja.test", password: "Senha@123", password_confirmation: "Senha@123" };
    const results = await Promise.allSettled([signUpOwner(db, input), signUpOwner(db, input)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as Error).message).toBe(OWNER_EMAIL_TAKEN_MESSAGE);
  });

  it("refuses a weak password and a different confirmation with the spec's texts", async () => {
    const db = await getDb();
    await expect(signUpOwner(db, { email: "fraca@loja.test", password: "fraca", password_confirmation: "fraca" })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: messages.password })],
    });
    await expect(signUpOwner(db, { email: "fraca@loja.test", password: "Senha@123", password_confirmation: "Senha@12" })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: messages.passwordConfirmation })],
    });
  });

  it("stores the wizard's photo (apex uploads only) and personal data", async () => {
    const db = await getDb();
    const { id } = await signUpOwner(db, { email: "dados@loja.test", password: "Senha@123", password_confirmation: "Senha@123" });
    await expect(saveOwnerPhoto(db, id, "/files/3/avatars/ab.png")).rejects.toThrow();
    await saveOwnerPhoto(db, id, "/files/platform/avatars/ab12.png");
    await saveOwnerPersonalData(db, id, { cpf: "529.982.247-25", name: "Ana Souza", tel: "(11) 9 8765-4321", birthday: "15/03/1990", stateId: "35" });
    expect(await getOwnerProfile(db, id)).toMatchObject({
      image: "/files/platform/avatars/ab12.png",
      cpf: "529.982.247-25",
      name: "Ana Souza",
      tel: "(11) 9 8765-4321",
      birthday: "15/03/1990",
      stateId: "35",
      stationId: null,
    });
  });
});

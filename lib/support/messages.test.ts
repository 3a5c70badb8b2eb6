import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { listOutbox } from "@/lib/adapters/outbox";
import { UserFacingError } from "@/lib/actions/result";
import { authSecret } from "@/lib/security/secret";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { findStationByKey } from "@/lib/stations/queries";
import { listSupportMessages, submitSupportMessage } from "@/lib/support/messages";
import { supportMessageSchema } from "@/lib/support/message-schema";

async function solvedCaptcha(): Promise<string> {
  const challenge = await createChallenge({ hmacKey: authSecret(), maxnumber: 2000 });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return btoa(JSON.stringify({ ...challenge, number: solution!.number }));
}

async function vitrine() {
  const db = await getDb();
  await seedDemo(db);
  return (await findStationByKey(db, "vitrine"))!;
}

const valid = {
  name: "Ana Souza",
  phone: "(11) 9 8765-4321",
  email: "Ana@Exemplo.com.br",
  subject: "Pontos não creditados",
  message: "Concluí o quiz de ontem e os pontos ainda não apareceram.",
};

describe("support messages", () => {
  it("stores the message and mails it to the station's contact address", async () => {
    const station = await vitrine();
    const data = supportMessageSchema.parse({ ...valid, captcha: await solvedCaptcha() });
    await submitSupportMessage(await getDb(), data, { station, kind: "support", visitorKey: "1.1.1.1" });

    const [stored] = await listSupportMessages(await getDb(), station.id);
    expect(stored).toMatchObject({ name: "Ana Souza", phone: "11987654321", email: "ana@exemplo.com.br", kind: "support" });
    const [mail] = await listOutbox(await getDb(), station.id);
    expect(mail!.recipient).toBe("contato@vitrine.test");
    expect(mail!.subject).toContain("Pontos não creditados");
    expect(mail!.text).toContain("(11) 9 8765-4321");
  });

  it("answers with the spec's messages for invalid input", () => {
    const result = supportMessageSchema.safeParse({ name: "", email: "nao-e-email", subject: "x".repeat(201), message: "y".repeat(601), captcha: "" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({
      name: "Esse campo é obrigatório",
      email: "Email inválido",
      subject: "Esse campo deve possuir no máximo 200 caracteres",
      message: "Esse campo deve possuir no máximo 600 caracteres",
      captcha: "Esse campo é obrigatório",
    });
  });

  it("accepts a message without phone and exactly at the limits", () => {
    const result = supportMessageSchema.safeParse({ ...valid, phone: "", subject: "a".repeat(200), message: "b".repeat(600), captcha: "x" });
    expect(result.success).toBe(true);
    expect(result.data!.phone).toBeUndefined();
  });

  it("refuses a reused or forged captcha and stores nothing", async () => {
    const station = await vitrine();
    const db = await getDb();
    const before = (await listSupportMessages(db, station.id)).length;
    const captcha = await solvedCaptcha();
    await submitSupportMessage(db, supportMessageSchema.parse({ ...valid, captcha }), { station, kind: "support", visitorKey: "2.2.2.2" });
    await expect(
      submitSupportMessage(db, supportMessageSchema.parse({ ...valid, captcha }), { station, kind: "support", visitorKey: "2.2.2.2" }),
    ).rejects.toBeInstanceOf(UserFacingError);
    await expect(
      submitSupportMessage(db, supportMessageSchema.parse({ ...valid, captcha: "Zm9yamFkbw==" }), { station, kind: "support", visitorKey: "2.2.2.2" }),
    ).rejects.toBeInstanceOf(UserFacingError);
    expect((await listSupportMessages(db, station.id)).length).toBe(before + 1);
  });

  it("rate-limits a visitor after 5 messages in an hour", async () => {
    const station = await vitrine();
    const db = await getDb();
    for (let i = 0; i < 5; i++) {
      await submitSupportMessage(db, supportMessageSchema.parse({ ...valid, captcha: await solvedCaptcha() }), {
        station,
        kind: "enterprise",
        visitorKey: "3.3.3.3",
      });
    }
    await expect(
      submitSupportMessage(db, supportMessageSchema.parse({ ...valid, captcha: await solvedCaptcha() }), { station, kind: "enterprise", visitorKey: "3.3.3.3" }),
    ).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });
});

"use server";
// The owner's register (console "Privacidade"): answering a correction request. The answer is
// stored with the request, the request marked done and the answer e-mailed to the member, all in
// the console pipeline's one transaction with its audit row. Owners only: the register shows
// members' personal data. Another station's request is not found.
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { correctionAnsweredMail } from "../mail";
import { dataRequests } from "../schema";
import { answerCorrectionSchema, PRIVACY_TEXTS } from "../texts";

export const answerCorrectionAction = consoleWrite(
  answerCorrectionSchema,
  async (tx, { actor, station, data }) => {
    const [row] = await tx
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.id, data.requestId), eq(dataRequests.stationId, actor.stationId), eq(dataRequests.kind, "correction")))
      .for("update");
    if (!row) notFound(PRIVACY_TEXTS.notFound);
    if (row.status !== "open") throw new UserFacingError(PRIVACY_TEXTS.notOpen, undefined, 409);
    const now = new Date();
    await tx
      .update(dataRequests)
      .set({ status: "done", answer: data.answer, answeredBy: actor.actorId, completedAt: now })
      .where(and(eq(dataRequests.id, row.id), eq(dataRequests.stationId, actor.stationId)));
    const [member] = await tx.select({ email: users.email, name: users.name }).from(users).where(and(eq(users.id, row.userId), eq(users.stationId, actor.stationId)));
    if (member?.email) await correctionAnsweredMail(tx, station, { email: member.email, name: member.name }, row.details, data.answer);
    return {
      value: { id: row.id, status: "done" as const },
      audit: { action: "privacy.correction-answer", entity: "data-request", entityId: row.id, before: { status: row.status }, after: { status: "done", answer: data.answer } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

"use server";
// The console's support inbox (owner and staff: staff answer members too). A reply goes to the
// address the message was written from, by the mail adapter, in the transaction that stores it
// with the message and marks it answered; a later reply replaces the stored one. "Encerrar" closes
// the message, and a closed message takes no more replies. A message of another station is not found.
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { sendMail } from "@/lib/adapters/mail";
import { consoleWrite, notFound } from "@/lib/console/write";
import { supportMessages } from "@/lib/content/schema";
import { greeting } from "@/lib/format";
import type { Tx } from "@/lib/db/client";
import { closeSupportSchema, replySupportSchema, SUPPORT_CONSOLE_TEXTS } from "./schemas";

async function lockMessage(tx: Tx, stationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, id), eq(supportMessages.stationId, stationId)))
    .for("update");
  if (!row) notFound(SUPPORT_CONSOLE_TEXTS.notFound);
  return row;
}

export const replySupportMessageAction = consoleWrite(
  replySupportSchema,
  async (tx, { actor, station, data }) => {
    const row = await lockMessage(tx, actor.stationId, data.messageId);
    if (row.status === "closed") throw new UserFacingError(SUPPORT_CONSOLE_TEXTS.closed, undefined, 409);
    await tx
      .update(supportMessages)
      .set({ status: "answered", reply: data.reply, repliedAt: new Date(), repliedBy: actor.actorId })
      .where(and(eq(supportMessages.id, row.id), eq(supportMessages.stationId, actor.stationId)));
    await sendMail(
      {
        stationId: actor.stationId,
        to: row.email,
        subject: `Re: ${row.subject}`,
        text: [
          greeting(row.name),
          "",
          data.reply,
          "",
          station.name,
          "",
          "— Sua mensagem —",
          `Assunto: ${row.subject}`,
          row.message,
        ].join("\n"),
        purpose: "support.reply",
        fromName: station.name,
      },
      tx,
    );
    return {
      value: { id: row.id, status: "answered" as const },
      audit: { action: "support.reply", entity: "support-message", entityId: row.id, before: { status: row.status, reply: row.reply }, after: { title: row.subject, status: "answered", reply: data.reply } },
      expires: [],
    };
  },
);

export const closeSupportMessageAction = consoleWrite(closeSupportSchema, async (tx, { actor, data }) => {
  const row = await lockMessage(tx, actor.stationId, data.messageId);
  if (row.status === "closed") throw new UserFacingError(SUPPORT_CONSOLE_TEXTS.alreadyClosed, undefined, 409);
  await tx
    .update(supportMessages)
    .set({ status: "closed", closedAt: new Date() })
    .where(and(eq(supportMessages.id, row.id), eq(supportMessages.stationId, actor.stationId)));
  return {
    value: { id: row.id, status: "closed" as const },
    audit: { action: "support.close", entity: "support-message", entityId: row.id, before: { status: row.status }, after: { title: row.subject, status: "closed" } },
    expires: [],
  };
});

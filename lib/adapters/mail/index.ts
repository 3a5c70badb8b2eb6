// E-mail: every message is stored in the outbox first (same transaction as its cause when a
// transaction is passed). With SMTP_URL set it is then delivered through nodemailer; without it
// the outbox is the destination and /dev/outbox shows it.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { outbox } from "@/lib/adapters/outbox/schema";

export interface MailMessage {
  stationId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  purpose: string;
  /** Shown as the sender's display name. */
  fromName?: string;
}

const transportName = env.SMTP_URL ? "smtp" : "offline";

export async function sendMail(message: MailMessage, db?: DbOrTx): Promise<{ id: number }> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .insert(outbox)
    .values({
      stationId: message.stationId,
      channel: "email",
      recipient: message.to.trim().toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      purpose: message.purpose,
      transport: transportName,
    })
    .returning({ id: outbox.id });
  if (env.SMTP_URL) {
    // Delivered after the caller's work; a failure is recorded on the row, not thrown at the user.
    void deliverSmtp(row!.id, message);
  }
  return row!;
}

async function deliverSmtp(id: number, message: MailMessage): Promise<void> {
  const db = await getDb();
  try {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(env.SMTP_URL);
    const from = env.MAIL_FROM;
    await transport.sendMail({
      from: message.fromName ? `"${message.fromName.replace(/"/g, "")}" <${from}>` : from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
  } catch (error) {
    await db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, id));
  }
}

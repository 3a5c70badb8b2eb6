// SMS: stored in the outbox; with SMS_HTTP_URL set it is also POSTed to that provider as JSON
// {to, text} with SMS_HTTP_TOKEN as bearer token.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { outbox } from "@/lib/adapters/outbox/schema";

export interface SmsMessage {
  stationId: number | null;
  /** Digits only, Brazilian number with area code. */
  to: string;
  text: string;
  purpose: string;
}

export async function sendSms(message: SmsMessage, db?: DbOrTx): Promise<{ id: number }> {
  const conn = db ?? (await getDb());
  const providerUrl = env.SMS_HTTP_URL;
  const [row] = await conn
    .insert(outbox)
    .values({
      stationId: message.stationId,
      channel: "sms",
      recipient: message.to.replace(/\D/g, ""),
      text: message.text,
      purpose: message.purpose,
      transport: providerUrl ? "http" : "offline",
    })
    .returning({ id: outbox.id });
  if (providerUrl) void deliverHttp(providerUrl, row!.id, message);
  return row!;
}

async function deliverHttp(url: string, id: number, message: SmsMessage): Promise<void> {
  const db = await getDb();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.SMS_HTTP_TOKEN ?? ""}` },
      body: JSON.stringify({ to: `+55${message.to.replace(/\D/g, "")}`, text: message.text }),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
  } catch (error) {
    await db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, id));
  }
}

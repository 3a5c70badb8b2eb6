// Support messages ("Fale Conosco" and the enterprise contact): stored, then mailed to the
// station's contact address in the same transaction, behind a rate limit and a single-use captcha.
import "server-only";
import { desc, eq } from "drizzle-orm";
import { sendMail } from "@/lib/adapters/mail";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { UserFacingError } from "@/lib/actions/result";
import type { Db } from "@/lib/db/client";
import { formatPhone } from "@/lib/format";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { supportMessages } from "@/lib/content/schema";
import { CAPTCHA_FAILED, type SupportMessageData } from "@/lib/support/message-schema";

export interface SupportContext {
  station: { id: number; name: string; contactMail: string | null };
  kind: "support" | "enterprise";
  /** Client address or another per-visitor key for the rate limit. */
  visitorKey: string;
  userId?: number | null;
}

const KIND_LABEL = { support: "Fale Conosco", enterprise: "Contato Enterprise" } as const;

export async function submitSupportMessage(db: Db, data: SupportMessageData, ctx: SupportContext): Promise<{ id: number }> {
  const who = { stationId: ctx.station.id, userId: ctx.userId ?? null, ip: ctx.visitorKey };
  await enforceRateLimit("support-source", `support:${ctx.station.id}:${ctx.visitorKey}`, RATE_LIMITS.support, who, db);
  // The station's own inbox has a budget too, whoever writes: no flood from many addresses.
  await enforceRateLimit("station-support-mail", `station-support-mail:${ctx.station.id}`, RATE_LIMITS.stationSupportMail, who, db);
  if (!(await verifyCaptcha(data.captcha, db))) throw new UserFacingError(CAPTCHA_FAILED, { captcha: CAPTCHA_FAILED });

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({
        stationId: ctx.station.id,
        userId: ctx.userId ?? null,
        kind: ctx.kind,
        name: data.name,
        phone: data.phone ?? null,
        email: data.email,
        subject: data.subject,
        message: data.message,
      })
      .returning({ id: supportMessages.id });
    if (ctx.station.contactMail) {
      const lines = [
        `${KIND_LABEL[ctx.kind]} — ${ctx.station.name}`,
        "",
        `Nome: ${data.name}`,
        `E-mail: ${data.email}`,
        `Telefone: ${data.phone ? formatPhone(data.phone) : "não informado"}`,
        `Assunto: ${data.subject}`,
        "",
        data.message,
      ];
      await sendMail(
        {
          stationId: ctx.station.id,
          to: ctx.station.contactMail,
          subject: `[${KIND_LABEL[ctx.kind]}] ${data.subject}`,
          text: lines.join("\n"),
          purpose: `support:${ctx.kind}`,
          fromName: data.name,
        },
        tx,
      );
    }
    return row!;
  });
}

export async function listSupportMessages(db: Db, stationId: number, limit = 50) {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.stationId, stationId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
}

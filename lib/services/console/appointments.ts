// The unit's answer to a member's appointment request: its status, date and time, and a message to
// the member. The member reads it on the area's appointments page and gets it by e-mail, once per
// change: saving the same answer again sends nothing.
import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { sendMail } from "@/lib/adapters/mail";
import type { WriteAudit } from "@/lib/console/write";
import { notFound } from "@/lib/console/write";
import type { Tx } from "@/lib/db/client";
import { greeting } from "@/lib/format";
import { formatDate, formatTime } from "@/lib/format/dates";
import { saoPauloInstant } from "@/lib/format/local-time";
import type { AppointmentStatus } from "../kinds";
import { SERVICE_MODULES } from "../modules";
import { serviceAppointments } from "../schema";
import { MSG_APPOINTMENT_NOT_FOUND, type AppointmentForm } from "./schemas";

/** The e-mail's subject for each answer ("requested" again: the unit is still deciding). */
export const APPOINTMENT_MAIL_SUBJECTS: Record<AppointmentStatus, string> = {
  requested: "Seu pedido de agendamento foi atualizado",
  scheduled: "Seu agendamento foi confirmado",
  done: "Seu atendimento foi registrado como realizado",
  cancelled: "Seu agendamento foi cancelado",
};

function answerLine(status: AppointmentStatus, at: Date | null): string {
  const when = at ? `${formatDate(at)} às ${formatTime(at)}` : null;
  if (status === "scheduled") return `Seu atendimento está marcado para ${when}.`;
  if (status === "done") return when ? `Seu atendimento de ${when} foi registrado como realizado.` : "Seu atendimento foi registrado como realizado.";
  if (status === "cancelled") return "Seu pedido de agendamento foi cancelado.";
  return "Seu pedido de agendamento continua aguardando confirmação.";
}

export async function answerAppointment(tx: Tx, station: { id: number; name: string }, data: AppointmentForm): Promise<WriteAudit> {
  const where = and(eq(serviceAppointments.id, data.id), eq(serviceAppointments.stationId, station.id));
  const [before] = await tx
    .select({ a: serviceAppointments, email: users.email, name: users.name })
    .from(serviceAppointments)
    .innerJoin(users, eq(users.id, serviceAppointments.userId))
    .where(where)
    .for("update", { of: serviceAppointments });
  if (!before) notFound(MSG_APPOINTMENT_NOT_FOUND);
  const scheduledAt = data.date ? saoPauloInstant(data.date, data.time || "00:00") : null;
  const reply = data.reply || null;
  await tx.update(serviceAppointments).set({ status: data.status, scheduledAt, unitReply: reply }).where(where);

  const old = before.a;
  const changed = old.status !== data.status || (old.scheduledAt?.getTime() ?? null) !== (scheduledAt?.getTime() ?? null) || (old.unitReply ?? null) !== reply;
  if (changed && before.email) {
    await sendMail(
      {
        stationId: station.id,
        to: before.email,
        subject: APPOINTMENT_MAIL_SUBJECTS[data.status],
        text: [
          greeting(before.name),
          "",
          `${answerLine(data.status, scheduledAt)} (${SERVICE_MODULES[old.area].title})`,
          ...(reply ? ["", reply] : []),
          "",
          "— Seu pedido —",
          old.description,
          "",
          station.name,
        ].join("\n"),
        purpose: "services.appointment",
        fromName: station.name,
      },
      tx,
    );
  }
  return {
    action: "services.appointment",
    entity: "service-appointment",
    entityId: data.id,
    before: { status: old.status, scheduledAt: old.scheduledAt?.toISOString() ?? null, reply: old.unitReply },
    after: { status: data.status, scheduledAt: scheduledAt?.toISOString() ?? null, reply },
  };
}

// Reads and commands of the member-service data. Every read is scoped to the
// station, and personal data to the member: personal processes by the CPF on the member's own
// account (never one the browser sends), appointments by the member's id. The commands refuse an
// area the station has off, a weekday the area does not take, and too many requests in a row.
import "server-only";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { MemberContext } from "@/lib/auth/guard";
import type { DbOrTx } from "@/lib/db/client";
import { enforceRateLimit, type RateLimitRule } from "@/lib/security/rate-limit";
import { weekdayList } from "./hours";
import type { StationSettings } from "@/lib/stations/settings";
import type { AppointmentArea, ProcessArea } from "./kinds";
import type { AppointmentRequest, ThemeSuggestion } from "./schemas";
import { politicalThemes, politicalThemeSuggestions, serviceAppointments, serviceProcesses, type PoliticalThemeRow, type ServiceAppointmentRow, type ServiceProcessRow } from "./schema";
import { MSG_AREA_OFF, MSG_NO_APPOINTMENTS_TAKEN, msgWeekdayNotAllowed } from "./texts";

/** Who is asking: the station and the signed-in member as the guard resolved them. */
export interface ServiceMember {
  stationId: number;
  userId: number;
  /** From the member's account; null: no personal case can be theirs. */
  cpf: string | null;
  services: StationSettings["services"];
}

/** The guard's member as the service commands and reads take it. */
export function serviceMemberOf({ station, user }: MemberContext): ServiceMember {
  return { stationId: station.id, userId: user.id, cpf: user.cpf, services: station.settings.services };
}

/** Requests (appointments and theme suggestions together) one member may send per hour. */
export const SERVICE_REQUEST_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

const digits = (cpf: string | null) => (cpf ?? "").replace(/\D/g, "");

/** The member's personal processes of an area (accounting has only these). */
export async function listPersonalProcesses(db: DbOrTx, member: ServiceMember, area: ProcessArea): Promise<ServiceProcessRow[]> {
  const cpf = digits(member.cpf);
  if (cpf.length !== 11) return [];
  return db
    .select()
    .from(serviceProcesses)
    .where(and(eq(serviceProcesses.stationId, member.stationId), eq(serviceProcesses.area, area), eq(serviceProcesses.collective, false), eq(serviceProcesses.cpf, cpf)))
    .orderBy(desc(serviceProcesses.filedOn), desc(serviceProcesses.id));
}

/** The station's collective legal cases ("Causas coletivas"): every member of the station sees them. */
export async function listCollectiveProcesses(db: DbOrTx, stationId: number): Promise<ServiceProcessRow[]> {
  return db
    .select()
    .from(serviceProcesses)
    .where(and(eq(serviceProcesses.stationId, stationId), eq(serviceProcesses.area, "legal"), eq(serviceProcesses.collective, true), isNull(serviceProcesses.cpf)))
    .orderBy(desc(serviceProcesses.filedOn), desc(serviceProcesses.id));
}

/** The member's own appointments in an area, newest request first. */
export async function listAppointments(db: DbOrTx, member: Pick<ServiceMember, "stationId" | "userId">, area: AppointmentArea): Promise<ServiceAppointmentRow[]> {
  return db
    .select()
    .from(serviceAppointments)
    .where(and(eq(serviceAppointments.stationId, member.stationId), eq(serviceAppointments.userId, member.userId), eq(serviceAppointments.area, area)))
    .orderBy(desc(serviceAppointments.createdAt), desc(serviceAppointments.id));
}

async function countRequest(db: DbOrTx, member: ServiceMember): Promise<void> {
  await enforceRateLimit("service-request", `service-request:${member.stationId}:${member.userId}`, SERVICE_REQUEST_LIMIT, { stationId: member.stationId, userId: member.userId }, db);
}

/** "Solicitar agendamento": stored as requested; the unit confirms a date later. */
export async function requestAppointment(db: DbOrTx, member: ServiceMember, data: AppointmentRequest): Promise<ServiceAppointmentRow> {
  const settings = member.services[data.area];
  if (!settings.enabled) throw new UserFacingError(MSG_AREA_OFF);
  if (settings.appointmentWeekdays.length === 0) throw new UserFacingError(MSG_NO_APPOINTMENTS_TAKEN);
  if (!settings.appointmentWeekdays.includes(data.weekday)) {
    const message = msgWeekdayNotAllowed(weekdayList(settings.appointmentWeekdays));
    throw new UserFacingError(message, { weekday: message });
  }
  await countRequest(db, member);
  const cpf = digits(member.cpf);
  const [row] = await db
    .insert(serviceAppointments)
    .values({
      stationId: member.stationId,
      userId: member.userId,
      area: data.area,
      cpf: cpf.length === 11 ? cpf : null,
      preferredWeekday: data.weekday,
      description: data.description,
      phone: data.area === "dental" ? data.phone : null,
    })
    .returning();
  return row!;
}

/** The station's political-union themes, newest first. */
export async function listThemes(db: DbOrTx, stationId: number): Promise<PoliticalThemeRow[]> {
  return db.select().from(politicalThemes).where(eq(politicalThemes.stationId, stationId)).orderBy(desc(politicalThemes.createdAt), asc(politicalThemes.id));
}

/** "Sugerir tema": kept for the station's political team with who suggested it. */
export async function suggestTheme(db: DbOrTx, member: ServiceMember, data: ThemeSuggestion): Promise<{ id: number }> {
  if (!member.services.political.enabled) throw new UserFacingError(MSG_AREA_OFF);
  await countRequest(db, member);
  const [row] = await db
    .insert(politicalThemeSuggestions)
    .values({ stationId: member.stationId, userId: member.userId, description: data.description })
    .returning({ id: politicalThemeSuggestions.id });
  return row!;
}

// What the service pages hand to their client components: rows formatted at the edge (dates in
// São Paulo, money in BRL), links kept only when they are web addresses. Server-side.
import "server-only";
import { formatBRL, formatDate, formatDateTime } from "@/lib/format";
import { WEEKDAY_NAMES } from "./modules";
import type { AppointmentStatus } from "./kinds";
import type { PoliticalThemeRow, ServiceAppointmentRow, ServiceProcessRow } from "./schema";

export interface ProcessCard {
  id: number;
  /** Legal: titulo; accounting: tipo. */
  title: string;
  kind: string;
  number: string;
  filedOn: string | null;
  status: string;
  court: string | null;
  claimValue: string | null;
  link: string | null;
  collective: boolean;
}

export interface AppointmentCard {
  id: number;
  description: string;
  status: AppointmentStatus;
  /** "DD/MM/AAAA HH:mm" once the unit scheduled it. */
  scheduledAt: string | null;
  preferredWeekday: string;
  requestedOn: string;
  phone: string | null;
  /** The unit's message with its answer. */
  reply: string | null;
}

export interface ThemeCard {
  id: number;
  kind: string;
  title: string;
  description: string;
  stakeholders: string[];
  highlights: { id: number; description: string; position: string }[];
  actions: { id: number; date: string; description: string }[];
  processes: { id: number; identification: string; court: string }[];
}

const webLink = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null);

export function toProcessCard(row: ServiceProcessRow): ProcessCard {
  return {
    id: row.id,
    title: row.title ?? row.kind,
    kind: row.kind,
    number: row.number,
    filedOn: row.filedOn ? formatDate(row.filedOn) : null,
    status: row.status,
    court: row.court,
    claimValue: row.claimValueCents == null ? null : formatBRL(row.claimValueCents),
    link: webLink(row.link),
    collective: row.collective,
  };
}

export function toAppointmentCard(row: ServiceAppointmentRow): AppointmentCard {
  return {
    id: row.id,
    description: row.description,
    status: row.status,
    scheduledAt: row.scheduledAt ? formatDateTime(row.scheduledAt) : null,
    preferredWeekday: WEEKDAY_NAMES[row.preferredWeekday] ?? "",
    requestedOn: formatDate(row.createdAt),
    phone: row.phone,
    reply: row.unitReply,
  };
}

export function toThemeCard(row: PoliticalThemeRow): ThemeCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    stakeholders: row.stakeholders,
    highlights: row.highlights,
    actions: [...row.actions].sort((a, b) => a.date.localeCompare(b.date)).map((a) => ({ ...a, date: formatDate(a.date) })),
    processes: row.processes,
  };
}

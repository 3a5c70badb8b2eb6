// Member-service data: the accounting and legal processes, the
// appointments members ask in the accounting, dental and legal areas, and the political-union
// themes with their suggestions. Everything belongs to one station. Personal processes carry the
// member's CPF (the union records them by CPF, as the spec's "em seu CPF" says); collective ones
// carry none and every member of the station sees them. Appointments belong to the member who asked.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";
import { type AppointmentArea, type AppointmentStatus, type ProcessArea } from "./kinds";

export const serviceProcesses = pgTable(
  "service_processes",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    area: text("area").$type<ProcessArea>().notNull(),
    /** Digits only; null for a collective case. */
    cpf: text("cpf"),
    /** Legal: publicarPortalSindilegis (true = collective, shown to every member of the station). */
    collective: boolean("collective").notNull().default(false),
    /** Legal only (spec: titulo). */
    title: text("title"),
    /** tipo: "Ação ordinária", "Restituição de IR"... */
    kind: text("kind").notNull(),
    /** numeroProcesso. */
    number: text("number").notNull(),
    /** dataProtocolo. */
    filedOn: date("filed_on", { mode: "string" }),
    /** situacao. */
    status: text("status").notNull(),
    /** tribunalOrgao. */
    court: text("court"),
    /** valorCausa, in cents. */
    claimValueCents: bigint("claim_value_cents", { mode: "number" }),
    /** linkProcesso: the court's or the agency's page of the case. */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_processes_station_area_idx").on(t.stationId, t.area, t.collective),
    index("service_processes_station_cpf_idx").on(t.stationId, t.cpf),
    check("service_processes_area", sql`${t.area} in ('accounting', 'legal')`),
    // A case is either collective (nobody's CPF) or personal (someone's CPF); accounting has no collective cases.
    check("service_processes_owner", sql`(${t.collective} and ${t.cpf} is null and ${t.area} = 'legal') or (not ${t.collective} and ${t.cpf} ~ '^[0-9]{11}$')`),
    check("service_processes_value", sql`${t.claimValueCents} is null or ${t.claimValueCents} >= 0`),
  ],
);

export const serviceAppointments = pgTable(
  "service_appointments",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    area: text("area").$type<AppointmentArea>().notNull(),
    /** The member's CPF when they asked (the unit files appointments by CPF). */
    cpf: text("cpf"),
    /** The preferred weekday the member chose, 0 = Sunday. */
    preferredWeekday: smallint("preferred_weekday").notNull(),
    description: text("description").notNull(),
    /** Dental: a phone to call back, digits only. */
    phone: text("phone"),
    status: text("status").$type<AppointmentStatus>().notNull().default("requested"),
    /** data: when the unit scheduled it; null until then. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** The unit's message to the member with its answer ("traga os documentos..."); null: none. */
    unitReply: text("unit_reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_appointments_member_idx").on(t.stationId, t.userId, t.area, t.createdAt),
    check("service_appointments_area", sql`${t.area} in ('accounting', 'dental', 'legal')`),
    check("service_appointments_status", sql`${t.status} in ('requested', 'scheduled', 'done', 'cancelled')`),
    check("service_appointments_weekday", sql`${t.preferredWeekday} between 0 and 6`),
  ],
);

export interface ThemeHighlight {
  id: number;
  /** descricao_item. */
  description: string;
  /** posicionamento: the union's position on the item ("Favorável", "Contrário"...). */
  position: string;
}
export interface ThemeAction {
  id: number;
  /** data_acao, YYYY-MM-DD. */
  date: string;
  /** descricao_acao. */
  description: string;
}
export interface ThemeProcess {
  id: number;
  /** identificacao_processo. */
  identification: string;
  /** tribunalOrgao. */
  court: string;
}

export const politicalThemes = pgTable(
  "political_themes",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** tipo_tema. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** interessados: who the theme concerns. */
    stakeholders: jsonb("stakeholders").$type<string[]>().notNull().default([]),
    /** itens_destaque with posicionamento. */
    highlights: jsonb("highlights").$type<ThemeHighlight[]>().notNull().default([]),
    /** acoes_sindilegis: what the union did, with dates. */
    actions: jsonb("actions").$type<ThemeAction[]>().notNull().default([]),
    /** processos linked to the theme. */
    processes: jsonb("processes").$type<ThemeProcess[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("political_themes_station_idx").on(t.stationId, t.createdAt)],
);

export const politicalThemeSuggestions = pgTable(
  "political_theme_suggestions",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the station's owner marked it read in the console; null: new. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("political_theme_suggestions_station_idx").on(t.stationId, t.createdAt)],
);

export type ServiceProcessRow = typeof serviceProcesses.$inferSelect;
export type ServiceAppointmentRow = typeof serviceAppointments.$inferSelect;
export type PoliticalThemeRow = typeof politicalThemes.$inferSelect;

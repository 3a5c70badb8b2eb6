// The console's reads of the service areas: the stored settings, appointments with who asked,
// processes, themes and the members' theme suggestions, all of one station.
import "server-only";
import { desc, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { saoPauloParts } from "@/lib/format/local-time";
import { politicalThemes, politicalThemeSuggestions, serviceAppointments, serviceProcesses } from "../schema";

export async function listConsoleAppointments(db: DbOrTx, stationId: number) {
  const rows = await db
    .select({ a: serviceAppointments, name: users.name, email: users.email })
    .from(serviceAppointments)
    .innerJoin(users, eq(users.id, serviceAppointments.userId))
    .where(eq(serviceAppointments.stationId, stationId))
    .orderBy(desc(serviceAppointments.createdAt), desc(serviceAppointments.id))
    .limit(500);
  return rows.map(({ a, name, email }) => {
    const at = a.scheduledAt ? saoPauloParts(a.scheduledAt) : null;
    return {
      id: a.id,
      area: a.area,
      member: name ?? email ?? "Membro",
      cpf: a.cpf,
      phone: a.phone,
      preferredWeekday: a.preferredWeekday,
      description: a.description,
      status: a.status,
      date: at?.date ?? "",
      time: at?.time ?? "",
      reply: a.unitReply ?? "",
      createdAt: a.createdAt.toISOString(),
    };
  });
}
export type ConsoleAppointment = Awaited<ReturnType<typeof listConsoleAppointments>>[number];

export async function listConsoleProcesses(db: DbOrTx, stationId: number) {
  const rows = await db.select().from(serviceProcesses).where(eq(serviceProcesses.stationId, stationId)).orderBy(desc(serviceProcesses.createdAt), desc(serviceProcesses.id)).limit(1000);
  return rows.map((p) => ({
    id: p.id,
    area: p.area,
    collective: p.collective,
    cpf: p.cpf ?? "",
    title: p.title ?? "",
    kind: p.kind,
    number: p.number,
    filedOn: p.filedOn ?? "",
    status: p.status,
    court: p.court ?? "",
    claimValueCents: p.claimValueCents,
    link: p.link ?? "",
  }));
}
export type ConsoleProcess = Awaited<ReturnType<typeof listConsoleProcesses>>[number];

export async function listConsoleThemes(db: DbOrTx, stationId: number) {
  return db.select().from(politicalThemes).where(eq(politicalThemes.stationId, stationId)).orderBy(desc(politicalThemes.createdAt), desc(politicalThemes.id));
}

export async function listConsoleSuggestions(db: DbOrTx, stationId: number) {
  const rows = await db
    .select({ id: politicalThemeSuggestions.id, description: politicalThemeSuggestions.description, createdAt: politicalThemeSuggestions.createdAt, readAt: politicalThemeSuggestions.readAt, name: users.name, email: users.email })
    .from(politicalThemeSuggestions)
    .innerJoin(users, eq(users.id, politicalThemeSuggestions.userId))
    .where(eq(politicalThemeSuggestions.stationId, stationId))
    .orderBy(desc(politicalThemeSuggestions.createdAt))
    .limit(500);
  return rows.map((r) => ({ id: r.id, description: r.description, createdAt: r.createdAt.toISOString(), member: r.name ?? r.email ?? "Membro", read: r.readAt != null }));
}

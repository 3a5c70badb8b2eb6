import "server-only";
// What an audit entry was about, for Auditoria's "O quê": the thing's name (the activity as it is
// called now, or the name, title or e-mail the entry recorded) and the console page that shows it.
import { and, eq, inArray } from "drizzle-orm";
import { activities } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import type { AuditEntry } from "./audit";

export interface AuditSubject {
  name: string | null;
  href: string | null;
}

/** The console page of each area, by action prefix (longest first wins). */
const PAGES: [prefix: string, path: string][] = [
  ["site.data", "/marca/dados"],
  ["site.access", "/marca/acesso"],
  ["site.legal", "/marca/textos-legais"],
  ["site.", "/marca"],
  ["landing.", "/pagina-inicial"],
  ["plan.", "/planos"],
  ["category.", "/atividades/organizar#categorias"],
  ["journey.", "/atividades/organizar#jornadas"],
  ["now-playing.", "/atividades/organizar#listas"],
  ["activity.featured", "/atividades/organizar#destaques"],
  ["news.", "/conteudo/noticias"],
  ["download.", "/conteudo/downloads"],
  ["schedule.", "/conteudo/agenda"],
  ["services.process", "/conteudo/servicos/processos"],
  ["services.theme", "/conteudo/servicos/temas"],
  ["services.suggestion", "/conteudo/servicos/temas"],
  ["services.appointment", "/conteudo/servicos/agendamentos"],
  ["services.", "/conteudo/servicos"],
  ["fuel.", "/conteudo/combustivel"],
  ["trophy.", "/conteudo/trofeus"],
  ["player-quiz.", "/conteudo/quizzes"],
  ["content.", "/conteudo"],
  ["team.", "/equipe"],
  ["wallet.transfer.", "/transferencias"],
  ["support.", "/suporte"],
  ["privacy.", "/privacidade"],
  ["commerce.order.", "/pedidos"],
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The name an entry recorded of its thing, after the change or, for a deletion, before it. */
function recordedName(entry: Pick<AuditEntry, "before" | "after">): string | null {
  for (const side of [entry.after, entry.before]) {
    if (!isRecord(side)) continue;
    for (const key of ["name", "title", "menuTitle", "email", "fileName", "number"]) {
      const value = side[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
  }
  return null;
}

/** The activity an entry belongs to: the activity itself, or the one its part names. */
function activityIdOf(entry: Pick<AuditEntry, "entity" | "entityId" | "before" | "after">): number | null {
  if ((entry.entity === "activity" || entry.entity === "agreement") && entry.entityId) return Number(entry.entityId) || null;
  for (const side of [entry.after, entry.before]) {
    if (isRecord(side) && typeof side.activityId === "number") return side.activityId;
  }
  return null;
}

export async function auditSubjects(db: DbOrTx, stationId: number, entries: AuditEntry[]): Promise<Map<number, AuditSubject>> {
  const activityIds = [...new Set(entries.map(activityIdOf).filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (activityIds.length > 0) {
    const rows = await db.select({ id: activities.id, name: activities.name }).from(activities).where(and(eq(activities.stationId, stationId), inArray(activities.id, activityIds)));
    for (const row of rows) names.set(row.id, row.name);
  }
  const base = `/estacoes/${stationId}`;
  const subjects = new Map<number, AuditSubject>();
  for (const entry of entries) {
    const activityId = activityIdOf(entry);
    const live = activityId !== null ? names.get(activityId) : undefined;
    if (live !== undefined && activityId !== null) {
      const part = entry.entity === "activity" ? null : recordedName(entry);
      subjects.set(entry.id, { name: part ? `${live} › ${part}` : live, href: `${base}/atividades/${activityId}` });
      continue;
    }
    const page = PAGES.find(([prefix]) => entry.action.startsWith(prefix))?.[1];
    const sectionId = entry.entity === "landing_section" && entry.entityId && !entry.action.endsWith(".delete") ? entry.entityId : null;
    // A member's entries lead to the member's page (which stays, anonymised, after a deletion).
    const memberId = entry.entity === "member" && entry.entityId ? entry.entityId : null;
    subjects.set(entry.id, {
      name: recordedName(entry),
      href: sectionId ? `${base}/pagina-inicial/secoes/${sectionId}` : memberId ? `${base}/membros/${memberId}` : page ? `${base}${page}` : null,
    });
  }
  return subjects;
}

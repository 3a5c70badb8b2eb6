// One entry of the log as words, for the Auditoria table and its CSV: the action's name, the
// changes as "Label: before → after", and the filter read from the page's query string.
import { auditChanges } from "./audit-diff";
import { AUDIT_AREAS, type AuditArea, type AuditFilter } from "./audit";
import { AUDIT_ACTION_LABELS } from "./labels";

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function auditDetailsText(before: unknown, after: unknown): string {
  return auditChanges(before, after)
    .map((c) => {
      const values = c.before !== null && c.after !== null ? `${c.before} → ${c.after}` : (c.after ?? `removido: ${c.before ?? "—"}`);
      return c.label ? `${c.label}: ${values}` : values;
    })
    .join("; ");
}

/** "24/11/2026 às 05:51", in São Paulo time. */
export function formatAuditDate(at: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(at);
  return parts.replace(", ", " às ");
}

export type AuditQuery = { quem?: string; area?: string; de?: string; ate?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter a query string asks for; anything malformed is ignored, never an error. */
export function auditFilterFrom(query: AuditQuery): AuditFilter {
  const actorId = /^\d{1,9}$/.test(query.quem ?? "") ? Number(query.quem) : null;
  const area = query.area && query.area in AUDIT_AREAS ? (query.area as AuditArea) : null;
  const from = query.de && DAY.test(query.de) ? query.de : null;
  const to = query.ate && DAY.test(query.ate) ? query.ate : null;
  return { actorId, area, from, to };
}

/** The same filter as a query string, for the pager and the export link. */
export function auditQueryString(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.actorId) params.set("quem", String(filter.actorId));
  if (filter.area) params.set("area", filter.area);
  if (filter.from) params.set("de", filter.from);
  if (filter.to) params.set("ate", filter.to);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : "";
}

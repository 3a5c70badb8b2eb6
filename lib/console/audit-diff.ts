// What an audit entry changed, field by field, as the Auditoria list shows it: only the fields
// whose value differs and that a person has use for, each named in pt-BR and written as it reads
// (lib/console/audit-fields.ts), never as raw JSON.
import { auditFieldLabel, auditFieldValue, isAuditFieldShown } from "./audit-fields";

export interface AuditChange {
  /** The recorded field (a key for lists); "" when the entry holds one plain value. */
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = auditFieldValue("", before);
    const a = auditFieldValue("", after);
    return b === a ? [] : [{ field: "", label: "", before: b, after: a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(isAuditFieldShown);
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, label: auditFieldLabel(field), before: auditFieldValue(field, b[field]), after: auditFieldValue(field, a[field]) }));
}

// What an audit entry changed, field by field, as the Auditoria list shows it: only the fields
// whose value differs, each value as short readable text (no raw JSON objects for people).

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_TEXT = 80;

export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "number") return new Intl.NumberFormat("pt-BR").format(value);
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => auditValueText(v) ?? "—").join(", ");
  const text = JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const b = auditValueText(before);
    const a = auditValueText(after);
    return b === a ? [] : [{ field: "", before: b, after: a }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, before: auditValueText(b[field]), after: auditValueText(a[field]) }));
}

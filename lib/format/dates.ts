// Exibição de datas e horas no fuso de São Paulo, independente do fuso do
// servidor ou do navegador. Usa Intl com timeZone (não offset fixo) para
// continuar certo se o horário de verão voltar.

const TIME_ZONE = "America/Sao_Paulo";

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  // h23 evita "24:00" à meia-noite, que alguns motores produzem com hour12: false.
  hourCycle: "h23",
});

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toParts(d: Date | string): Parts {
  // "aaaa-mm-dd" (coluna `date`, saída de brDate) é um dia do calendário, não um
  // instante: new Date("2026-01-01") seria meia-noite UTC e apareceria como
  // 31/12/2025 em São Paulo. Tratamos como meia-noite local.
  if (typeof d === "string") {
    const m = DATE_ONLY.exec(d.trim());
    if (m) return { year: m[1] ?? "", month: m[2] ?? "", day: m[3] ?? "", hour: "00", minute: "00" };
  }
  const date = typeof d === "string" ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(d)}`);
  const parts = dateTimeFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  return { day: get("day"), month: get("month"), year: get("year"), hour: get("hour"), minute: get("minute") };
}

/** "DD/MM/AAAA" em São Paulo. */
export function formatDate(d: Date | string): string {
  const p = toParts(d);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "AAAA-MM-DD": o dia do calendário em São Paulo (compara como texto, como um <input type="date">). */
export function isoDay(d: Date | string): string {
  const p = toParts(d);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "HH:mm" (24h) em São Paulo. */
export function formatTime(d: Date | string): string {
  const p = toParts(d);
  return `${p.hour}:${p.minute}`;
}

/** "DD/MM/AAAA HH:mm" em São Paulo. */
export function formatDateTime(d: Date | string): string {
  const p = toParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

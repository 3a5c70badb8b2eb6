// Verificadores puros (sem zod) de documentos e datas brasileiras: CPF, CNPJ,
// CEP, telefone, cartão (Luhn, validade) e datas dd/mm/aaaa. Ficam separados
// dos schemas para que servidor, scripts e formulários usem a mesma regra.

export type CalendarDate = { year: number; month: number; day: number };

// Datas de calendário ("hoje", "mês atual") são sempre as de Brasília, não as do
// relógio do servidor (que costuma estar em UTC e virar o dia 3 horas antes).
const SAO_PAULO_TZ = "America/Sao_Paulo";

const saoPauloDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SAO_PAULO_TZ,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, "");
}

function allSameChar(s: string): boolean {
  return s.length > 0 && s.split("").every((c) => c === s[0]);
}

// Aceita só dígitos e os separadores de máscara; "529abc98224725" não deve
// virar um CPF válido só porque os dígitos restantes fecham a conta.
const CPF_CHARS = /^[\d.\-\s]*$/;

export function isValidCpf(s: string): boolean {
  if (!CPF_CHARS.test(s)) return false;
  const digits = onlyDigits(s);
  // Sequências repetidas (111.111.111-11) passam no cálculo mas não existem.
  if (digits.length !== 11 || allSameChar(digits)) return false;
  const d = digits.split("").map(Number);
  const checkDigit = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (d[i] ?? 0) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return checkDigit(9) === d[9] && checkDigit(10) === d[10];
}

const CNPJ_CHARS = /^[\dA-Za-z.\/\-\s]*$/;

/**
 * Remove a máscara e põe em maiúsculas. Não valida: use isValidCnpj antes.
 */
export function normalizeCnpj(s: string): string {
  return s.replace(/[.\/\-\s]/g, "").toUpperCase();
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Aceita também o CNPJ alfanumérico da Receita Federal (vigente a partir de
 * julho/2026): letras nas 12 primeiras posições valem (código ASCII - 48), o
 * que mantém o cálculo idêntico para CNPJs só com dígitos.
 */
export function isValidCnpj(s: string): boolean {
  if (!CNPJ_CHARS.test(s)) return false;
  const v = normalizeCnpj(s);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v) || allSameChar(v)) return false;
  const values = v.split("").map((c) => c.charCodeAt(0) - 48);
  const checkDigit = (weights: number[]): number => {
    let sum = 0;
    weights.forEach((w, i) => {
      sum += (values[i] ?? 0) * w;
    });
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return checkDigit(CNPJ_WEIGHTS_1) === values[12] && checkDigit(CNPJ_WEIGHTS_2) === values[13];
}

export function isValidLuhn(s: string): boolean {
  if (!/^[\d\s-]*$/.test(s)) return false;
  const digits = onlyDigits(s);
  // Um dígito só "passa" no Luhn trivialmente; não é número de nada.
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function isValidCep(s: string): boolean {
  return /^[\d.\-\s]*$/.test(s) && onlyDigits(s).length === 8;
}

// DDDs em uso no Brasil (Anatel). Lista fixa: DDDs novos são raríssimos e um
// número com DDD inexistente é quase sempre erro de digitação.
const VALID_DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * Celular: DDD + 9 + 8 dígitos (11 dígitos). Fixo: DDD + 8 dígitos começando
 * em 2 a 5 (10 dígitos). Sem código do país (+55).
 */
export function isValidBrPhone(s: string): boolean {
  if (!/^[\d\s().\-]*$/.test(s)) return false;
  const digits = onlyDigits(s);
  if (!VALID_DDDS.has(Number(digits.slice(0, 2)))) return false;
  const first = digits[2] ?? "";
  if (digits.length === 11) return first === "9";
  if (digits.length === 10) return first >= "2" && first <= "5";
  return false;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** "dd/mm/aaaa" estrito (é o que a máscara produz); datas impossíveis dão null. */
export function parseBrDate(s: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** "aaaa-mm-dd" (formato das colunas `date` e da saída de brDate()). */
export function parseIsoDate(s: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, len: number) => String(n).padStart(len, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Dia do calendário em São Paulo no instante `date`. */
export function saoPauloCalendarDate(date: Date): CalendarDate {
  const parts = saoPauloDateFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

function toCalendarDate(d: CalendarDate | Date): CalendarDate {
  return d instanceof Date ? saoPauloCalendarDate(d) : d;
}

/**
 * Idade em anos completos. Quem nasceu em 29/02 completa anos em 01/03 nos
 * anos não bissextos (o aniversário "ainda não chegou" em 28/02).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate | Date): number {
  const t = toCalendarDate(today);
  const hadBirthday = t.month > birth.month || (t.month === birth.month && t.day >= birth.day);
  return t.year - birth.year - (hadBirthday ? 0 : 1);
}

/** "MM/AA" -> mês e ano com quatro dígitos; null se o formato ou o mês não valem. */
export function parseCardExpiry(s: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** Validade de cartão "MM/AA": mês 1-12 e não anterior ao mês corrente. */
export function isValidCardExpiry(s: string, today: CalendarDate | Date): boolean {
  const expiry = parseCardExpiry(s);
  if (!expiry) return false;
  const t = toCalendarDate(today);
  return expiry.year > t.year || (expiry.year === t.year && expiry.month >= t.month);
}

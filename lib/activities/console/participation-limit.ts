// How often an activity pays, as the console tells the owner. Every participation counts towards
// the per-member limit and each one that passes pays, so a blank limit pays every time (a quiz
// whose answers the member saw on the first try can be taken again and again). New activities
// therefore start at 1, a blank limit says beside the field that each participation pays, and a
// text that promises "attempts" while more than one of them can pay is flagged on the form and in
// the list. Client-safe and pure.
import { htmlToText } from "../html-text";
import { isDonationType } from "../types";
import { isScoredType } from "./schemas";

/** The limit a new activity's form starts with: 1, except donations, which a member repeats at will. */
export function newActivityLimit(typeId: number): number | null {
  return isDonationType(typeId) ? null : 1;
}

/** The limit field as the form holds it: null when blank, undefined while it is not a whole number. */
export function limitFieldValue(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isInteger(value) ? value : undefined;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

const eachPays = (typeId: number): string => (isScoredType(typeId) ? "cada tentativa aprovada paga os pontos" : "cada tentativa paga os pontos");

/** The hint under the limit field: a blank limit says that every participation pays (a donation pays nothing). */
export function limitHint(typeId: number, limit: number | null | undefined): string {
  if (limit !== null || isDonationType(typeId)) return "Em branco: sem limite.";
  return isScoredType(typeId) ? "Sem limite: cada tentativa aprovada paga os pontos." : "Sem limite: cada participação paga os pontos.";
}

const NUMBER_WORDS: Record<string, number> = { um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10 };
// A letter or digit may not touch the phrase on either side (\b knows no accented letters).
const EDGE_BEFORE = "(?<![\\p{L}\\d])";
const EDGE_AFTER = "(?![\\p{L}\\d])";
const COUNTED = new RegExp(`${EDGE_BEFORE}(?:até\\s+)?(\\d{1,4}|${Object.keys(NUMBER_WORDS).join("|")})\\s+(?:tentativas?|chances?)${EDGE_AFTER}`, "iu");
const UNCOUNTED = new RegExp(
  `${EDGE_BEFORE}(?:tentativas?\\s+ilimitadas?|ilimitadas\\s+tentativas|tent(?:ar|e)\\s+(?:de\\s+novo|novamente)|(?:novas|mais|outras)\\s+tentativas)${EDGE_AFTER}`,
  "iu",
);

/** Attempts a plain text promises ("até 3 tentativas", "duas chances", "pode tentar de novo"), or null. */
export function promisedAttempts(text: string): { phrase: string; attempts: number | null } | null {
  const counted = COUNTED.exec(text);
  if (counted) {
    const n = counted[1]!.toLocaleLowerCase("pt-BR");
    return { phrase: counted[0], attempts: NUMBER_WORDS[n] ?? Number(n) };
  }
  const open = UNCOUNTED.exec(text);
  return open ? { phrase: open[0], attempts: null } : null;
}

export interface AttemptsFacts {
  typeId: number;
  points: number;
  limitPerUser: number | null;
  /** Owner HTML or the form's plain text. */
  description: string;
  rules: string | null;
}

/**
 * Why the activity's texts mislead about how often it pays, or null. A text that promises attempts
 * reads as "tries to earn the reward once"; but each passed attempt pays, so a blank limit or one
 * above 1 pays the same member again. A limit of 1 with more attempts promised pays once but
 * breaks the text's promise.
 */
export function attemptsWarning(a: AttemptsFacts): string | null {
  if (a.points <= 0) return null;
  const promise = promisedAttempts(htmlToText(a.description)) ?? promisedAttempts(htmlToText(a.rules ?? ""));
  if (!promise) return null;
  const phrase = promise.phrase.toLocaleLowerCase("pt-BR");
  if (a.limitPerUser === null) {
    return `O texto promete ${phrase}, mas o limite por membro está em branco: ${eachPays(a.typeId)}, sem fim. Defina o limite como 1 ou mude o texto.`;
  }
  if (a.limitPerUser > 1) {
    return `O texto promete ${phrase}, mas ${eachPays(a.typeId)}, até ${a.limitPerUser} vezes por membro. Defina o limite como 1 ou mude o texto.`;
  }
  if (promise.attempts !== null && promise.attempts > 1) {
    return `O texto promete ${phrase}, mas o limite por membro permite uma só participação. Ajuste o texto.`;
  }
  return null;
}

// Schemas zod 4 compartilhados por formulários (react-hook-form + zodResolver)
// e servidor, para que a mesma entrada dê o mesmo erro nos dois lados.
//
// Convenções:
// - Todo schema de campo é OBRIGATÓRIO; para campo opcional envolva com
//   optional(...), que trata "", só espaços, NaN, null e undefined como ausente.
// - Toda falha usa um texto de `messages` (inclusive erro de tipo, ex.:
//   undefined), para nunca vazar a mensagem padrão em inglês do zod.
// - Regras de "formato" (maxLen, minLen, digitsOnly, alphanumeric,
//   lowercaseSlug, subdomainLetters, minValue) são checks zod, combináveis:
//     requiredString().check(maxLen(50))
//     requiredString().toLowerCase().check(subdomainLetters(), maxLen(30))
//     numberValue().check(minValue(0))
//   Esses checks deixam o texto vazio passar: obrigatoriedade é só do
//   requiredString, para o campo vazio ter um único erro.

import { z } from "zod";
import { isValidCardCvv, isValidCardNumber } from "./cards";
import { messages } from "./messages";
import {
  ageOn,
  isValidBrPhone,
  isValidCardExpiry,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  normalizeCnpj,
  onlyDigits,
  parseBrDate,
  toIsoDate,
  type CalendarDate,
} from "./documents";

/**
 * Texto obrigatório, já sem espaços nas pontas.
 *
 * Sem `abort: true` de propósito: em zod 4 um abort num campo impede também os
 * refine do objeto (ex.: confirmation), escondendo "As senhas não conferem" até
 * o usuário preencher o resto. Em vez disso, as regras seguintes ignoram o
 * texto vazio (ver `unlessEmpty`), e o campo vazio recebe um único erro.
 */
export function requiredString() {
  return z.string({ error: messages.required }).trim().min(1, { error: messages.required });
}

// Vazio é assunto de requiredString/optional; sem isto "" ganharia dois erros
// ("obrigatório" + "CPF inválido").
function unlessEmpty(test: (s: string) => boolean): (s: string) => boolean {
  return (s) => s === "" || test(s);
}

// Valores que um formulário entrega para campo não preenchido: "" (input de
// texto), NaN (input numérico com valueAsNumber), null e undefined.
function isBlank(v: unknown): boolean {
  return (
    v == null ||
    (typeof v === "string" && v.trim() === "") ||
    (typeof v === "number" && Number.isNaN(v))
  );
}

/**
 * Torna um schema de campo opcional: valor em branco (ver isBlank) vira
 * undefined; qualquer outro valor passa pelo schema original, com as mesmas
 * mensagens. Use como invólucro final: optional(requiredString().check(maxLen(50))).
 */
export function optional<T extends z.ZodType>(schema: T) {
  // O preprocess apaga o tipo de entrada (unknown), o que tiraria a tipagem dos
  // valores do formulário no zodResolver; o cast devolve a entrada real.
  return z
    .preprocess((v) => (isBlank(v) ? undefined : v), schema.optional())
    .optional() as unknown as z.ZodOptional<
    z.ZodType<z.output<T> | undefined, z.input<T> | null>
  >;
}

/** Tamanho máximo de um endereço de e-mail (RFC 5321). */
export const EMAIL_MAX = 254;

export function email() {
  return requiredString()
    .toLowerCase()
    .check(maxLen(EMAIL_MAX))
    .refine(unlessEmpty((s) => z.regexes.email.test(s)), { error: messages.email });
}

/** Unicode de propósito: "Ção1234a" tem maiúscula, ainda que acentuada. */
export function isStrongPassword(s: string): boolean {
  const length = Array.from(s).length;
  return length >= 8 && length <= 20 && /\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /\d/.test(s);
}

/** Sem trim: espaço nas pontas faz parte da senha digitada. */
export function password() {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .max(200, { error: messages.password })
    .refine(unlessEmpty(isStrongPassword), { error: messages.password });
}

/** Aceita com ou sem máscara; devolve os 11 dígitos. */
export function cpf() {
  return requiredString().refine(unlessEmpty(isValidCpf), { error: messages.cpf }).transform(onlyDigits);
}

/** Aceita com ou sem máscara; devolve os 14 caracteres (maiúsculos, se alfanumérico). */
export function cnpj() {
  return requiredString().refine(unlessEmpty(isValidCnpj), { error: messages.cnpj }).transform(normalizeCnpj);
}

/** Devolve os 8 dígitos. */
export function cep() {
  return requiredString().refine(unlessEmpty(isValidCep), { error: messages.cep }).transform(onlyDigits);
}

/** Celular "(99) 9 9999-9999" ou fixo "(99) 9999-9999"; devolve só os dígitos. */
export function phone() {
  return requiredString().refine(unlessEmpty(isValidBrPhone), { error: messages.phone }).transform(onlyDigits);
}

// Um único transform valida e converte, para não interpretar a data duas vezes
// e para a regra de idade rodar só sobre uma data já válida.
function brDateSchema(extraCheck?: (d: CalendarDate) => string | null) {
  return requiredString().transform((v, ctx) => {
    const date = parseBrDate(v);
    const error = date ? (extraCheck?.(date) ?? null) : messages.brDate;
    if (!date || error) {
      ctx.issues.push({ code: "custom", message: error ?? messages.brDate, input: v });
      return z.NEVER;
    }
    return toIsoDate(date);
  });
}

/** "dd/mm/aaaa" -> "aaaa-mm-dd". */
export function brDate() {
  return brDateSchema();
}

/**
 * Data de nascimento de maior de idade. Sem `today`, usa o relógio no momento
 * da validação (não na criação do schema), pois schemas vivem em módulos.
 */
export function adultBrDate(today?: CalendarDate | Date) {
  return brDateSchema((birth) =>
    ageOn(birth, today ?? new Date()) >= 18 ? null : messages.adult,
  );
}

/**
 * Número vindo de input (texto, aceita "12", "12,5" ou "12.5") ou já numérico
 * (valueAsNumber). Vazio ou NaN contam como não preenchido.
 */
export function numberValue() {
  return z
    .union([z.string(), z.number()], {
      // z.number() recusa NaN e Infinity já no tipo. NaN é o que um input vazio
      // com valueAsNumber entrega, então conta como não preenchido.
      error: (issue) =>
        typeof issue.input === "number" && !Number.isNaN(issue.input)
          ? messages.number
          : messages.required,
    })
    .transform((v, ctx) => {
      if (typeof v === "number") return v;
      const text = v.trim();
      if (text === "") {
        ctx.issues.push({ code: "custom", message: messages.required, input: v });
        return z.NEVER;
      }
      // Sem separador de milhar: "1.234" seria ambíguo (mil ou 1,234).
      if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) {
        ctx.issues.push({ code: "custom", message: messages.number, input: v });
        return z.NEVER;
      }
      return Number(text.replace(",", "."));
    });
}

/** Maior inteiro de uma coluna integer do PostgreSQL. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * Id vindo do cliente: inteiro positivo de 32 bits, como número ou texto só de
 * dígitos. Recusa (com uma mensagem de campo) 0, negativos, frações, valores
 * além da coluna, booleanos e arrays, que z.coerce aceitaria ([5] vira 5).
 */
export const idSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: messages.id })
    .int({ error: messages.id })
    .positive({ error: messages.id })
    .max(MAX_DB_ID, { error: messages.id }),
) as unknown as z.ZodType<number, number | string>;

export function maxLen(n: number) {
  return z.maxLength(n, { error: messages.maxLength(n) });
}

/** Texto vazio passa: é o caso de requiredString (ou de optional). */
export function minLen(n: number) {
  return z.refine<string>(unlessEmpty((s) => s.length >= n), { error: messages.minLength(n) });
}

export function digitsOnly() {
  return z.regex(/^\d*$/, { error: messages.number });
}

/**
 * Estritamente maior que n: a mensagem diz "maior que N", então N é recusado
 * (minValue(0) recusa 0).
 */
export function minValue(n: number) {
  return z.gt(n, { error: messages.minValue(n) });
}

/** Letras ASCII e dígitos, sem espaços, acentos ou pontuação. */
export function alphanumeric() {
  return z.regex(/^[A-Za-z0-9]*$/, { error: messages.alphanumeric });
}

/**
 * Slug: letras minúsculas sem acento, dígitos e hífens internos
 * ("promo-2024"). A mensagem da spec fala só de letras; aceitar dígitos e
 * hífen é escolha nossa por ser identificador de URL.
 */
export function lowercaseSlug() {
  return z.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, { error: messages.lowercase });
}

/**
 * Só letras a-z (maiúsculas aceitas; normalize com .toLowerCase() antes, já
 * que subdomínio não diferencia caixa). Sem acentos, espaços, dígitos ou hífen.
 */
export function subdomainLetters() {
  return z.regex(/^[A-Za-z]*$/, { error: messages.subdomainLetters });
}

/** Luhn e o tamanho da bandeira (16 pela spec; 15 no Amex); devolve só os dígitos. */
export function cardNumber() {
  return requiredString().refine(unlessEmpty(isValidCardNumber), { error: messages.cardNumber }).transform(onlyDigits);
}

/**
 * 3 ou 4 dígitos: o campo sozinho não sabe a bandeira. O formulário que tem o número aplica
 * cardCvvMatchesBrand no objeto, que exige 3 (4 no Amex).
 */
export function cvv() {
  return requiredString().regex(/^(?:\d{3,4})?$/, { error: messages.cvv });
}

/**
 * Regra de objeto: o CVV tem o tamanho da bandeira do número. Use no schema do formulário:
 *   z.object({ number: cardNumber(), cvv: cvv(), ... }).superRefine(cardCvvMatchesBrand("number", "cvv"))
 * Só julga quando os dois campos já passaram nas próprias regras, para não dar dois erros.
 */
export function cardCvvMatchesBrand<K extends string, C extends string>(numberField: K, cvvField: C) {
  return (values: Record<K | C, unknown>, ctx: z.RefinementCtx) => {
    const number = values[numberField];
    const code = values[cvvField];
    if (typeof number !== "string" || typeof code !== "string") return;
    if (!isValidCardNumber(number) || !/^\d{3,4}$/.test(code.trim())) return;
    if (!isValidCardCvv(code, number)) ctx.addIssue({ code: "custom", message: messages.cvv, path: [cvvField] });
  };
}

/**
 * "MM/AA", mês 1-12, não anterior ao mês corrente em São Paulo. Sem `today`,
 * usa o relógio no momento da validação. Devolve "MM/AA" sem espaços.
 */
export function cardExpiry(today?: CalendarDate | Date) {
  return requiredString()
    .refine(
      unlessEmpty((s) => isValidCardExpiry(s, today ?? new Date())),
      { error: messages.cardExpiry },
    )
    .transform((s) => s.replace(/\s/g, ""));
}

/** Checkbox de aceite (termos, LGPD): desmarcado conta como não preenchido. */
export function checkedBox() {
  return z.boolean({ error: messages.required }).refine((v) => v, { error: messages.required });
}

/**
 * Exige `confirmField` igual a `field`, com o erro no campo de confirmação.
 * Só compara quando os dois campos já passaram nas próprias regras, para não
 * somar "As senhas não conferem" a um campo vazio. Aplique por último: em zod 4
 * um objeto com refine não pode mais receber .extend().
 *
 *   confirmation(z.object({ password: password(), password_confirmation: requiredString() }),
 *     "password", "password_confirmation")
 */
export function confirmation<T extends z.ZodObject, K extends keyof z.output<T> & string>(
  schema: T,
  field: K,
  confirmField: K,
  message: string = messages.passwordConfirmation,
) {
  return schema.refine((data) => data[field] === data[confirmField], {
    error: message,
    path: [confirmField],
    // Only on an object (null or a string sent by a forged request has no fields to compare).
    when: (payload) =>
      payload.value !== null &&
      typeof payload.value === "object" &&
      !payload.issues.some((i) => i.path?.[0] === field || i.path?.[0] === confirmField),
  });
}

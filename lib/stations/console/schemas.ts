// The owner console's "Marca e dados" forms: the schemas the forms validate with
// and the Server Actions parse again. Client-safe: no server imports. Each carries `stationId`,
// which the console guard reads before the rest is parsed.
import { z } from "zod";
import { STATION_FONTS } from "@/lib/stations/branding";
import { parseHexColor } from "@/lib/stations/color";
import { stationSettingsSchema } from "@/lib/stations/settings";
import { saoPauloParts } from "@/lib/format/local-time";
import { cep, cnpj, email, maxLen, messages, optional, phone, requiredString } from "@/lib/validation";

const stationId = z.coerce.number().int().positive();

export const SITE_MESSAGES = {
  url: "Informe um endereço completo começando com https://",
  domain: "Informe um domínio válido, como clube.suaempresa.com.br (sem https:// e sem barras)",
  domainUnderRoot: "Este endereço pertence à plataforma. Use um domínio próprio da sua empresa.",
  domainTaken: "Este domínio já está em uso por outra estação.",
  color: "Informe a cor no formato #RRGGBB",
  multiplier: "Informe um número maior que zero, com até 4 casas decimais (ex.: 1 ou 0,5)",
  appLinks: "Informe ao menos o link de uma loja de aplicativos",
  image: "Envie a imagem pelo botão de envio",
  integer: "Informe um número inteiro",
  between: (min: number, max: number) => `Informe um valor entre ${min} e ${max}`,
  legalEmpty: "Escreva o texto ou restaure o texto padrão.",
} as const;

// ---------------------------------------------------------------------------------------------
// Field rules

/** An https:// address (social links, app stores, external legal pages), or blank. */
export function httpsUrl() {
  return optional(
    requiredString()
      .check(maxLen(500))
      .refine((s) => {
        try {
          const u = new URL(s);
          return u.protocol === "https:" && u.hostname.includes(".");
        } catch {
          return false;
        }
      }, { error: SITE_MESSAGES.url }),
  );
}

/** A host name of the station's own (clube.exemplo.com.br): labels of letters, digits and hyphens. */
export function isValidHostname(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split(".");
  if (labels.length < 2) return false;
  // The top-level label is letters only (no IP addresses).
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1]!)) return false;
  return labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l));
}

/** Whether a host is the platform's own: the root domain or anything under it. */
export function isUnderRootDomain(host: string, rootDomain: string): boolean {
  const root = rootDomain.replace(/:\d+$/, "").toLowerCase();
  return host === root || host.endsWith(`.${root}`);
}

function hostname() {
  return optional(
    requiredString()
      .toLowerCase()
      .refine(isValidHostname, { error: SITE_MESSAGES.domain }),
  );
}

/** An image sent through the console's upload route (`/files/...`) or one the station already had. */
const imageUrl = z.string().trim().max(500).regex(/^\/[\w./%-]+$/, { error: SITE_MESSAGES.image });

export const MSG_PUBLISH_AT = "Informe a data e a hora da divulgação";

/**
 * A São Paulo wall-clock date and time from a datetime-local input ("2027-03-10T18:30"), stored as
 * the instant with its offset ("2027-03-10T18:30:00-03:00"); blank clears it. A stored instant (the
 * form hands the action what this schema answered) reads back as its São Paulo wall-clock time.
 */
function saoPauloDateTime() {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined) return "";
      if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(v)) return v;
      const { date, time } = saoPauloParts(v);
      return `${date}T${time}`;
    },
    z
      .string({ error: MSG_PUBLISH_AT })
      .trim()
      .refine((s) => s === "" || (/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(s) && !Number.isNaN(Date.parse(`${s}:00-03:00`))), { error: MSG_PUBLISH_AT })
      .transform((s) => (s === "" ? null : `${s}:00-03:00`)),
  ) as unknown as z.ZodType<string | null, string | null>;
}

function intBetween(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v.trim()) : typeof v === "string" && v.trim() === "" ? undefined : v),
    z.number({ error: (issue) => (issue.input === undefined ? messages.required : SITE_MESSAGES.integer) }).int({ error: SITE_MESSAGES.integer }).min(min, { error: SITE_MESSAGES.between(min, max) }).max(max, { error: SITE_MESSAGES.between(min, max) }),
  ) as unknown as z.ZodType<number, number | string>;
}

/** "1", "0,5", "2.25": a positive decimal with up to 4 places (numeric(12,4)); answers "0.5". */
function multiplier() {
  return requiredString()
    .refine((s) => /^\d{1,8}(?:[.,]\d{1,4})?$/.test(s) && Number(s.replace(",", ".")) > 0, { error: SITE_MESSAGES.multiplier })
    .transform((s) => s.replace(",", "."));
}

// ---------------------------------------------------------------------------------------------
// Dados da estação

export const stationDataSchema = z
  .object({
    stationId,
    name: requiredString().check(maxLen(80)),
    description: optional(requiredString().check(maxLen(300))),
    domain: hostname(),
    contactMail: optional(email()),
    supportPhone: optional(phone()),
    address: optional(requiredString().check(maxLen(200))),
    socialUrlInstagram: httpsUrl(),
    socialUrlFacebook: httpsUrl(),
    socialUrlTiktok: httpsUrl(),
    socialUrlTwitter: httpsUrl(),
    socialUrlLinkedin: httpsUrl(),
    hasApp: z.boolean(),
    ios: httpsUrl(),
    android: httpsUrl(),
    currencyName: optional(requiredString().check(maxLen(30))),
    currencyMultiplier: multiplier(),
    currencyNamePosition: z.enum(["before_currency", "after"]),
    cnpj: optional(cnpj()),
    fullSocialName: optional(requiredString().check(maxLen(200))),
    addressZip: optional(cep()),
    addressLine1: optional(requiredString().check(maxLen(200))),
    addressLine2: optional(requiredString().check(maxLen(200))),
    addressCity: optional(requiredString().check(maxLen(120))),
    addressStateId: optional(intBetween(1, 99)),
  })
  .refine((d) => !d.hasApp || Boolean(d.ios || d.android), { error: SITE_MESSAGES.appLinks, path: ["ios"] });

export type StationDataInput = z.input<typeof stationDataSchema>;
export type StationData = z.output<typeof stationDataSchema>;

/** The station columns the data form writes (the establishment's are the rest). */
export const STATION_DATA_COLUMNS = [
  "name",
  "description",
  "domain",
  "contactMail",
  "supportPhone",
  "address",
  "socialUrlInstagram",
  "socialUrlFacebook",
  "socialUrlTiktok",
  "socialUrlTwitter",
  "socialUrlLinkedin",
  "hasApp",
  "ios",
  "android",
  "currencyName",
  "currencyMultiplier",
  "currencyNamePosition",
] as const;
export const ESTABLISHMENT_COLUMNS = ["cnpj", "fullSocialName", "addressZip", "addressLine1", "addressLine2", "addressCity", "addressStateId"] as const;

export const cepLookupSchema = z.object({ stationId, cep: cep() });

// ---------------------------------------------------------------------------------------------
// Acesso, recursos e variantes

const settings = stationSettingsSchema.shape;

export const MENU_ITEMS_A_STATION_HIDES = settings.hiddenMenuItems.unwrap().element.options;

/** The settings keys this screen edits; every other key of the stored JSON is kept as it is. */
export const EDITED_SETTINGS_KEYS = [
  "loginIdentifier",
  "loginVariant",
  "signupVariant",
  "requireRoster",
  "firstLoginPhotoOnly",
  "showSupportPhoneOnSignup",
  "hideLoginButton",
  "adminPanelButton",
  "externalTermsUrl",
  "externalPrivacyUrl",
  "regulationUrl",
  "mobileBottomBar",
  "luckyNumbers",
  "luckyNumbersPublishAt",
  "fuelClub",
  "hiddenMenuItems",
  "profileReadOnly",
  "hidePostVideo",
  "postReportThreshold",
  "reserveTimeSeconds",
  "uploadQuotaMegabytesPerDay",
  "inviteRewardLimit",
  "enterprisePlanCard",
  "bankTransfer",
] as const;
export type EditedSettingsKey = (typeof EDITED_SETTINGS_KEYS)[number];

const bankTransferSchema = z
  .object({
    enabled: z.boolean(),
    bank: z.string().trim().max(100, { error: messages.maxLength(100) }),
    branch: z.string().trim().max(20, { error: messages.maxLength(20) }),
    account: z.string().trim().max(30, { error: messages.maxLength(30) }),
    holder: z.string().trim().max(120, { error: messages.maxLength(120) }),
    document: z.string().trim().max(30, { error: messages.maxLength(30) }),
  })
  .superRefine((b, ctx) => {
    if (!b.enabled) return;
    for (const key of ["bank", "branch", "account", "holder"] as const) {
      if (!b[key]) ctx.addIssue({ code: "custom", message: messages.required, path: [key] });
    }
  })
  .transform((b) =>
    b.enabled ? { bank: b.bank, branch: b.branch, account: b.account, holder: b.holder, document: b.document || null } : null,
  );

/**
 * The form sends what the schema answered (useActionForm hands the action the parsed values), so
 * the server parses its own output again: null is "off", a stored account is "on".
 */
function reopenBankTransfer(v: unknown): unknown {
  if (v === null) return { enabled: false, bank: "", branch: "", account: "", holder: "", document: "" };
  if (v && typeof v === "object" && !("enabled" in v)) return { ...v, enabled: true, document: (v as { document?: string | null }).document ?? "" };
  return v;
}

export const stationAccessSchema = z.object({
  stationId,
  public: z.boolean(),
  hasMajoritySecurity: z.boolean(),
  maintenance: z.boolean(),
  feedAccess: z.boolean(),
  eventsAccess: z.boolean(),
  filesAccess: z.boolean(),
  checkoutAccess: z.boolean(),
  myAccountAccess: z.boolean(),
  settings: z.object({
    loginIdentifier: settings.loginIdentifier.unwrap(),
    loginVariant: settings.loginVariant.unwrap(),
    signupVariant: settings.signupVariant.unwrap(),
    requireRoster: z.boolean(),
    firstLoginPhotoOnly: z.boolean(),
    showSupportPhoneOnSignup: z.boolean(),
    hideLoginButton: z.boolean(),
    adminPanelButton: z.boolean(),
    externalTermsUrl: httpsUrl(),
    externalPrivacyUrl: httpsUrl(),
    regulationUrl: httpsUrl(),
    mobileBottomBar: z.boolean(),
    luckyNumbers: z.boolean(),
    luckyNumbersPublishAt: saoPauloDateTime(),
    fuelClub: z.boolean(),
    hiddenMenuItems: z.array(settings.hiddenMenuItems.unwrap().element).max(10),
    profileReadOnly: z.boolean(),
    hidePostVideo: z.boolean(),
    postReportThreshold: intBetween(1, 1000),
    reserveTimeSeconds: intBetween(60, 3600),
    uploadQuotaMegabytesPerDay: intBetween(10, 100_000),
    inviteRewardLimit: intBetween(0, 10_000),
    enterprisePlanCard: z.boolean(),
    bankTransfer: z.preprocess(reopenBankTransfer, bankTransferSchema) as unknown as z.ZodType<z.output<typeof bankTransferSchema>, z.input<typeof bankTransferSchema>>,
  }),
});

export type StationAccessInput = z.input<typeof stationAccessSchema>;
export type StationAccess = z.output<typeof stationAccessSchema>;

export const STATION_ACCESS_COLUMNS = ["public", "hasMajoritySecurity", "maintenance", "feedAccess", "eventsAccess", "filesAccess", "checkoutAccess", "myAccountAccess"] as const;

// ---------------------------------------------------------------------------------------------
// Marca

export const MAX_HEADER_IMAGES = 8;

export const brandingSchema = z.object({
  stationId,
  mainBrandColor: z
    .string({ error: messages.required })
    .trim()
    .refine((s) => /^#[0-9a-f]{6}$/i.test(s) && parseHexColor(s) !== null, { error: SITE_MESSAGES.color })
    .transform((s) => s.toUpperCase()),
  font: z.enum(STATION_FONTS, { error: messages.required }),
  mainBrandImage: imageUrl.nullable(),
  secondaryBrandImage: imageUrl.nullable(),
  faviconImage: imageUrl.nullable(),
  backgroundImage: imageUrl.nullable(),
  headerImages: z.array(imageUrl).max(MAX_HEADER_IMAGES, { error: `Use no máximo ${MAX_HEADER_IMAGES} imagens de cabeçalho` }),
});

export type BrandingInput = z.input<typeof brandingSchema>;
export type Branding = z.output<typeof brandingSchema>;

export const BRANDING_COLUMNS = ["mainBrandColor", "font", "mainBrandImage", "secondaryBrandImage", "faviconImage", "backgroundImage", "headerImages"] as const;

// ---------------------------------------------------------------------------------------------
// Textos legais

export const LEGAL_KINDS = ["terms", "privacy"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
/** Generous for a long legal text in HTML; the column is text. */
export const LEGAL_HTML_MAX = 200_000;

export const legalTextSchema = z.object({
  stationId,
  kind: z.enum(LEGAL_KINDS),
  html: z.string({ error: messages.required }).max(LEGAL_HTML_MAX, { error: "O texto é longo demais." }),
});

export const restoreLegalTextSchema = z.object({ stationId, kind: z.enum(LEGAL_KINDS) });

export type LegalTextInput = z.input<typeof legalTextSchema>;

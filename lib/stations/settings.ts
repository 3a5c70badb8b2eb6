// Station-specific behaviour as configuration. The spec ties variants to fixed station ids
// ("station 26 login", "station 13 bottom bar", the travel promotion, the bank's legal pages...);
// here every variant is a setting any station can turn on. Stored as JSON on the station row and
// always read through this schema, so missing keys take their defaults.
import { z } from "zod";

/** Days of the week as JavaScript and PostgreSQL's `dow` count them: 0 Sunday ... 6 Saturday. */
export const weekdaySchema = z.number().int().min(0).max(6);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use o formato HH:mm");

/**
 * One member-service area (accounting, dental, legal, political-union): off by default. The demo
 * station carries the product's reference values (accounting on Thursdays 9h-18h, dental Monday
 * to Friday 8h-18h and Saturday 8h-12h, legal Mon-Fri 9-18 with lawyers Mon/Wed/Fri 9-13).
 */
export const serviceModuleSchema = z.object({
  enabled: z.boolean().default(false),
  /** Opening hours, shown on the hub and the guidance page; `label` names who attends ("Advogados"). */
  hours: z
    .array(
      z.object({
        label: z.string().trim().max(80).nullable().default(null),
        weekdays: z.array(weekdaySchema).min(1),
        opens: clockTime,
        closes: clockTime,
      }),
    )
    .default([]),
  /** Weekdays a member may ask an appointment for; empty: the area takes no appointment requests. */
  appointmentWeekdays: z.array(weekdaySchema).default([]),
  /** "Como usar" / orientações, sanitised HTML written by the station. */
  guidanceHtml: z.string().max(50_000).nullable().default(null),
  /** The area's information page ("informacoes"), sanitised HTML written by the station. */
  infoHtml: z.string().max(50_000).nullable().default(null),
  /** The unit's contact page: its team, and one phone and e-mail for the unit. */
  team: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        role: z.string().trim().max(120).nullable().default(null),
        photoUrl: z.string().max(500).nullable().default(null),
      }),
    )
    .default([]),
  contactPhone: z.string().regex(/^\d{10,11}$/).nullable().default(null),
  contactEmail: z.string().email().nullable().default(null),
  /** WordPress tag of the area's news (the product's tags: accounting 13754, dental 13753, legal 13752, political 13755). */
  newsTagId: z.number().int().positive().nullable().default(null),
  /** Video pages (legal "videos", political "cafe-com-politica" and "transforma"): YouTube playlist or video ids by page. */
  videos: z.record(z.string(), z.array(z.object({ title: z.string().max(200), youtubeId: z.string().regex(/^[\w-]{6,64}$/) }))).default({}),
});
export type ServiceModuleSettings = z.infer<typeof serviceModuleSchema>;

export const stationSettingsSchema = z.object({
  /** Which identifier members log in with on variant A; both stay possible through the toggle. */
  loginIdentifier: z.enum(["cpf", "email"]).default("email"),
  /** "default" is the spec's variant A; "community" is the dedicated community login (spec's station 26). */
  loginVariant: z.enum(["default", "community"]).default("default"),
  /** Single-page form, multi-step credentials form, or the travel-promotion variant. */
  signupVariant: z.enum(["single", "multistep", "travel"]).default("multistep"),
  /** Private stations accept sign-ups only from CPFs on their roster of affiliates. */
  requireRoster: z.boolean().default(false),
  /** First-login wizard that stops after the photo step (the spec's "special station"). */
  firstLoginPhotoOnly: z.boolean().default(false),
  /** After login, members who finished the briefing go to this external app with a temporary token. */
  briefingAppUrl: z.string().url().nullable().default(null),
  /** Shows "Acessar Painel" to owners in the member top bar. */
  adminPanelButton: z.boolean().default(false),
  adminPanelUrl: z.string().url().nullable().default(null),
  /** Hides the public "Entrar" button. */
  hideLoginButton: z.boolean().default(false),
  /** External legal pages (the bank variant) instead of the in-app ones. */
  externalTermsUrl: z.string().url().nullable().default(null),
  externalPrivacyUrl: z.string().url().nullable().default(null),
  /** "Regulamento" link in the footer. */
  regulationUrl: z.string().url().nullable().default(null),
  /** Mobile bottom bar with "Descobrir" and "Gerenciar" (spec's station 13). */
  mobileBottomBar: z.boolean().default(false),
  /** Lucky numbers instead of "Perfil" in the menu. */
  luckyNumbers: z.boolean().default(false),
  /** Fuel-voucher club (/homepage/legisclub-gasolina; the spec's station 26 account-menu item). */
  fuelClub: z.boolean().default(false),
  /** Show the support phone on the sign-up confirmation step. */
  showSupportPhoneOnSignup: z.boolean().default(false),
  /** Member-area menu items a station can hide. */
  hiddenMenuItems: z
    .array(z.enum(["profile", "trophies", "statements", "orders", "invitations"]))
    .default([]),
  /**
   * How many invitations pay one inviter per invite activity when the activity sets no per-member
   * limit (or the code has no activity): fake sign-ups cannot farm points past it.
   */
  inviteRewardLimit: z.number().int().min(0).max(10_000).default(20),
  /** Hides the video option of the wall's post form. */
  hidePostVideo: z.boolean().default(false),
  /**
   * Megabytes (1,000,000 bytes) one member may upload in any 24 hours, every upload route together
   * (wall photos and videos, profile photos, survey videos). 500 MB: two of the largest wall videos
   * (200 MB) and room for photos; 10 MB at least, so a photo always fits.
   */
  uploadQuotaMegabytesPerDay: z.number().int().min(10).max(100_000).default(500),
  /** Reports from this many distinct members hide a wall post until an owner reviews it. */
  postReportThreshold: z.number().int().min(1).max(1000).default(3),
  /**
   * Seconds a checkout holds the cart's units (the spec's reserveTime; its value is not given).
   * 10 minutes: enough to fill delivery and payment, short enough that an abandoned cart does not
   * keep the last units from other members for long.
   */
  reserveTimeSeconds: z.number().int().min(60).max(3600).default(600),
  // Profile: a station may show its members' profile fields disabled, with no save.
  /** Members see their profile data but cannot edit it (no dialog, and the command refuses). */
  profileReadOnly: z.boolean().default(false),
  /**
   * Lucky numbers (/homepage/numeros-da-sorte, shown where `luckyNumbers` is on): when they will be
   * published on the site, an ISO instant with its offset (the spec's demo: "2023-02-01T16:00:00-03:00",
   * shown "01/02/2023 às 16h"); null: the notice says "em breve".
   */
  luckyNumbersPublishAt: z.string().datetime({ offset: true }).nullable().default(null),
  /**
   * Wallet top-up: the account members transfer to,
   * shown on screen as bank, branch, account and holder. Null until the station fills it in (the
   * tab then says so and takes no requests).
   */
  bankTransfer: z
    .object({
      bank: z.string().trim().min(1).max(100),
      branch: z.string().trim().min(1).max(20),
      account: z.string().trim().min(1).max(30),
      holder: z.string().trim().min(1).max(120),
      /** CNPJ or CPF of the holder, as it should be printed. */
      document: z.string().trim().max(30).nullable().default(null),
    })
    .nullable()
    .default(null),
  // Plans. The spec's "enterprise plan card exists only for one specific station":
  // any station turns on the "Enterprise / Sob consulta" card and its contact form here.
  enterprisePlanCard: z.boolean().default(false),
  /**
   * Member services: the accounting, dental, legal and political-union areas a station
   * turns on, each with its own hours, appointment weekdays, team, texts and news source. The spec
   * ties them to one station; here any station configures them (see serviceModuleSchema).
   */
  services: z
    .object({
      accounting: serviceModuleSchema.default(serviceModuleSchema.parse({})),
      dental: serviceModuleSchema.default(serviceModuleSchema.parse({})),
      legal: serviceModuleSchema.default(serviceModuleSchema.parse({})),
      political: serviceModuleSchema.default(serviceModuleSchema.parse({})),
    })
    .default({
      accounting: serviceModuleSchema.parse({}),
      dental: serviceModuleSchema.parse({}),
      legal: serviceModuleSchema.parse({}),
      political: serviceModuleSchema.parse({}),
    }),
  /**
   * Where the service areas' news come from: the station's WordPress (its REST API, filtered by
   * each module's `newsTagId`), or null for the station's own news table (the offline driver).
   */
  wordpressUrl: z.string().url().nullable().default(null),
});

export type StationSettings = z.infer<typeof stationSettingsSchema>;

export function readStationSettings(raw: unknown): StationSettings {
  const parsed = stationSettingsSchema.safeParse(raw ?? {});
  // A malformed stored value must not take a station down: fall back to defaults field by field.
  return parsed.success ? parsed.data : stationSettingsSchema.parse({});
}

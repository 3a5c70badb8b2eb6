// The site-name, colour and logo form of the owner wizard (steps 3-5), shared by the form and the
// server. Pure: no server imports, so client components can use it.
import { z } from "zod";
import { email, maxLen, messages, optional, requiredString, subdomainLetters } from "@/lib/validation";
import { RESERVED_SUBDOMAINS } from "./host";

export const MIN_SLUG_LENGTH = 2;
export const MAX_SLUG_LENGTH = 40;

export const INVALID_COLOR_MESSAGE = "Escolha uma cor válida, no formato #RRGGBB.";
export const RESERVED_SLUG_MESSAGE = "Esse nome é reservado pela plataforma. Escolha outro.";
export const TAKEN_SLUG_MESSAGE = "Esse endereço já está em uso. Escolha outro nome.";

/** The spec's subdomain: the site name in lowercase, without spaces. */
export function slugFromName(prettyName: string): string {
  return prettyName.toLowerCase().replace(/\s+/g, "");
}

export const siteNameSchema = requiredString()
  .check(maxLen(60))
  .superRefine((name, ctx) => {
    const slug = slugFromName(name);
    if (!slug) return;
    if (!/^[a-z]*$/.test(slug)) ctx.addIssue({ code: "custom", message: messages.subdomainLetters });
    else if (slug.length < MIN_SLUG_LENGTH) ctx.addIssue({ code: "custom", message: messages.minLength(MIN_SLUG_LENGTH) });
    else if (slug.length > MAX_SLUG_LENGTH) ctx.addIssue({ code: "custom", message: messages.maxLength(MAX_SLUG_LENGTH) });
    else if (RESERVED_SUBDOMAINS.has(slug)) ctx.addIssue({ code: "custom", message: RESERVED_SLUG_MESSAGE });
  });

export const brandColorSchema = z
  .string({ error: INVALID_COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: INVALID_COLOR_MESSAGE })
  .transform((v) => v.toUpperCase());

/** A logo uploaded on the apex: a /files/platform/... path returned by the upload. */
export const LOGO_URL = /^\/files\/platform\/[a-z0-9/-]+\.(?:png|jpg|gif)$/;

export const contactMailSchema = email().check(maxLen(120));

export const createStationSchema = z.object({
  prettyName: siteNameSchema,
  mainBrandColor: brandColorSchema,
  /** The logo upload's path, or nothing. */
  logoUrl: optional(z.string().regex(LOGO_URL, { error: "Logo inválido." })),
  /** The site's public contact (footer, legal texts, "Fale Conosco" mail): asked for, never the login e-mail. */
  contactMail: contactMailSchema,
});

export type CreateStationInput = z.input<typeof createStationSchema>;

// Re-exported so the field rule reads the same in form and server.
export { subdomainLetters };

// Where the owner wizard stands, kept across a reload: the step reached and the choices not yet saved
// on the server (logo, colour, site name, contact e-mail). The browser keeps it in a cookie scoped to
// /criar-estacao, so the page renders the right step in its first HTML; the server trusts none of it:
// it is parsed here, tied to the signed-in owner, and a step past the personal data needs them saved.
// Pure: the wizard (client) writes it, the page (server) reads it.
import { z } from "zod";
import { brandColorSchema, LOGO_URL } from "@/lib/stations/create-station-schema";

export const OWNER_DRAFT_COOKIE = "estacao.owner-wizard";
export const OWNER_DRAFT_PATH = "/criar-estacao";
const MAX_AGE_SECONDS = 30 * 86_400;

/** Steps 0-5; the final screen (6) comes from the station itself. */
export const LAST_DRAFT_STEP = 5;
/** The first step that needs the personal data (step 2) saved. */
const FIRST_STEP_AFTER_PERSONAL = 3;

export interface OwnerDraft {
  step: number;
  logo: string | null;
  color: string | null;
  name: string;
  contactMail: string;
}

export const EMPTY_DRAFT: OwnerDraft = { step: 0, logo: null, color: null, name: "", contactMail: "" };

const draftSchema = z.object({
  uid: z.number().int(),
  step: z.number().int().min(0).max(LAST_DRAFT_STEP),
  logo: z.string().regex(LOGO_URL).nullable().catch(null),
  color: brandColorSchema.nullable().catch(null),
  name: z.string().max(60).catch(""),
  contactMail: z.string().max(120).catch(""),
});

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The draft in a cookie value (raw or URI-encoded), for this owner only; an unreadable or foreign value is no draft. */
export function readOwnerDraft(value: string | undefined, ownerId: number, personalDataSaved: boolean): OwnerDraft {
  if (!value) return EMPTY_DRAFT;
  const parsed = draftSchema.safeParse(parseJson(value) ?? parseJson(safeDecode(value)));
  if (!parsed.success || parsed.data.uid !== ownerId) return EMPTY_DRAFT;
  const { step, logo, color, name, contactMail } = parsed.data;
  return { step: personalDataSaved ? step : Math.min(step, FIRST_STEP_AFTER_PERSONAL - 1), logo, color, name, contactMail };
}

/** The Set-Cookie string the wizard writes with document.cookie (null clears it). */
export function ownerDraftCookie(ownerId: number, draft: OwnerDraft | null, secure: boolean): string {
  const attributes = `Path=${OWNER_DRAFT_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!draft) return `${OWNER_DRAFT_COOKIE}=; Max-Age=0; ${attributes}`;
  const value = encodeURIComponent(JSON.stringify({ uid: ownerId, ...draft }));
  return `${OWNER_DRAFT_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`;
}

// What a sign-up route needs to render: the form variant, the invitation from the route (with its
// points for the heading), and the affiliate / pending modes. Read-only; pages stay thin. Step 2
// (the pending mode) shows contacts only of this browser's own sign-up (its signed cookie) or of
// the signed-in unconfirmed account, never of an address typed in the URL.
import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/lib/db/client";
import { formatPoints, maskEmail, maskPhone } from "@/lib/format";
import type { Station } from "@/lib/stations/queries";
import { optionalSessionUser } from "@/lib/auth/guard";
import { findInviteRule } from "./invite-rule";
import { parseInviteRoute } from "./invite-route";
import { accountMessages } from "./messages";
import { AFFILIATE_COOKIE } from "./request";
import { findRosterEntry } from "./roster";
import { findPendingContacts, signupShape } from "./signup";
import { pendingSignupOfBrowser } from "./signup-cookie";
import type { SignupShape } from "./schemas";

export interface SignupView {
  variant: "single" | "multistep";
  shape: SignupShape;
  invite: { code: string; inviterId: number | null; pointsInvited: string } | null;
  mode: "new" | "affiliate" | "pending";
  known?: { maskedEmail: string | null; maskedPhone: string | null };
  notice: string | null;
}

export async function loadSignupView(
  station: Station,
  codeSegment: string | undefined,
  query: { etapa?: string; email?: string; aviso?: string },
): Promise<SignupView> {
  const db = await getDb();
  const shape = signupShape(station);
  let invite: SignupView["invite"] = null;
  const route = parseInviteRoute(codeSegment);
  if (route) {
    const rule = await findInviteRule(db, station.id, route.code);
    // An inviter id from another station's link is ignored; the code alone still counts.
    if (rule) invite = { code: route.code, inviterId: route.stationId === station.id ? route.inviterId : null, pointsInvited: formatPoints(rule.pointsInvited) };
  }
  const view: SignupView = { variant: station.settings.signupVariant === "single" ? "single" : "multistep", shape, invite, mode: "new", notice: null };

  if (query.etapa === "2") {
    const pending = { ...view, variant: "multistep", mode: "pending" } as const;
    const own = await pendingSignupOfBrowser(station.id);
    if (own) return { ...pending, known: { maskedEmail: maskEmail(own.email), maskedPhone: own.maskedPhone } };
    const user = await optionalSessionUser(station.id);
    const contacts = user && !user.active && !user.deleted ? await findPendingContacts(db, station.id, user.id) : null;
    if (contacts) return { ...pending, known: { maskedEmail: contacts.maskedEmail, maskedPhone: contacts.maskedPhone } };
    // Nothing tells which sign-up this is: the way back is the login, which an unconfirmed account passes.
    return { ...pending, notice: accountMessages.signupStepExpired };
  }
  // The affiliate flow is the multi-step form's; a station with the single page shows that one. On
  // the travel-promotion station the affiliate's step also asks step 0's travel fields and boxes.
  if (query.etapa === "1" && view.variant === "multistep") {
    const cpf = (await cookies()).get(AFFILIATE_COOKIE)?.value;
    const entry = cpf ? await findRosterEntry(db, station.id, cpf) : null;
    if (entry) {
      return {
        ...view,
        variant: "multistep",
        mode: "affiliate",
        known: { maskedEmail: entry.email ? maskEmail(entry.email) : null, maskedPhone: entry.phone ? maskPhone(entry.phone) : null },
        notice: query.aviso === "afiliado" ? accountMessages.affiliateWithoutAccount : null,
      };
    }
  }
  return view;
}

// The legal pages' bodies for one station: its own HTML sanitised, or the default text.
import "server-only";
import type { Station } from "@/lib/stations/queries";
import { defaultPrivacyPolicy, defaultTermsOfUse, legalDataFromStation, type LegalBody } from "./legal";
import { sanitizeHtml } from "@/lib/security/sanitize";

export function legalBodies(station: Station, origin: string): { terms: LegalBody; privacy: LegalBody } {
  const data = legalDataFromStation(station, station.url ?? origin);
  return {
    terms: station.termsOfUseHtml
      ? { kind: "html", html: sanitizeHtml(station.termsOfUseHtml) }
      : { kind: "default", document: defaultTermsOfUse(data) },
    privacy: station.privacyPolicyHtml
      ? { kind: "html", html: sanitizeHtml(station.privacyPolicyHtml) }
      : { kind: "default", document: defaultPrivacyPolicy(data) },
  };
}

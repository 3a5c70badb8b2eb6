// Which legal texts a station's members accept, and the version of each. The rule:
// - a text the owner wrote (stations.terms_of_use_html / privacy_policy_html, edited in the
//   console's Marca › Textos legais) is versioned by a hash of its stored HTML: every save that
//   changes it is a new version;
// - a text the station points to elsewhere (settings.externalTermsUrl / externalPrivacyUrl /
//   regulationUrl) is versioned by a hash of its address: we never see the page, so publishing a
//   new text means giving a new link;
// - the product's default text is versioned by DEFAULT_LEGAL_TEXT_VERSIONS (lib/content/legal.ts),
//   bumped in the release that changes its wording; the station's own data it is filled with (name,
//   CNPJ, address) is not a new version.
// Members accept the terms and the privacy policy (one box at sign-up), and the regulation where
// the sign-up asks for it: the travel variant, when the station has a regulation link.
import { createHash } from "node:crypto";
import { DEFAULT_LEGAL_TEXT_VERSIONS } from "@/lib/content/legal";
import type { StationSettings } from "@/lib/stations/settings";
import type { LegalDocumentKind } from "./schema";

/** What the versions are computed from: the cached station record has it all. */
export interface LegalStation {
  termsOfUseHtml: string | null;
  privacyPolicyHtml: string | null;
  settings: Pick<StationSettings, "externalTermsUrl" | "externalPrivacyUrl" | "regulationUrl" | "signupVariant">;
}

/** The version of the marketing e-mails' consent text ("receber comunicações por e-mail"). */
export const MARKETING_VERSION = "email-1";

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** The version of one text as the station shows it now; null: the station has no such text. */
export function legalVersion(station: LegalStation, document: LegalDocumentKind): string | null {
  const { externalTermsUrl, externalPrivacyUrl, regulationUrl } = station.settings;
  if (document === "regulation") return regulationUrl ? `link-${digest(regulationUrl)}` : null;
  const external = document === "terms" ? externalTermsUrl : externalPrivacyUrl;
  if (external) return `link-${digest(external)}`;
  const own = document === "terms" ? station.termsOfUseHtml : station.privacyPolicyHtml;
  if (own) return `texto-${digest(own)}`;
  return `padrao-${DEFAULT_LEGAL_TEXT_VERSIONS[document]}`;
}

export interface DocumentVersion {
  document: LegalDocumentKind;
  version: string;
}

/** The texts a member of this station must have accepted, each at its current version. */
export function requiredLegalDocuments(station: LegalStation): DocumentVersion[] {
  const kinds: LegalDocumentKind[] = ["terms", "privacy"];
  if (station.settings.signupVariant === "travel" && station.settings.regulationUrl) kinds.push("regulation");
  return kinds.map((document) => ({ document, version: legalVersion(station, document)! }));
}

/**
 * The combined version cached on users.legal_consent_version: when it differs from the member's,
 * some required text changed (or became required) since they last accepted.
 */
export function legalConsentVersion(station: LegalStation): string {
  return requiredLegalDocuments(station)
    .map((d) => `${d.document}:${d.version}`)
    .join("|");
}

// The consent ledger (LGPD art. 8): acceptances and withdrawals of the legal texts and of marketing
// e-mails, with versions, times and channels. What other modules and the screens use.
export { CONSENT_CHANNELS, CONSENT_DOCUMENTS, type ConsentAction, type ConsentChannel, type ConsentDocument, type LegalDocumentKind } from "./schema";
export { legalConsentVersion, legalVersion, MARKETING_VERSION, requiredLegalDocuments, type DocumentVersion, type LegalStation } from "./versions";
export {
  acceptLegalTexts,
  consentHistory,
  needsLegalConsent,
  pendingLegalDocuments,
  recordSignupConsents,
  setMarketingConsent,
  type ConsentEntry,
  type SignupConsents,
} from "./ledger";
export { CONSENT_LABELS } from "./labels";

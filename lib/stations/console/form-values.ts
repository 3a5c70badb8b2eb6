// The values the "Marca e dados" forms open with, from the station as stored: the access switches and
// variants, and the station and company data (CNPJ and phone as the masks show them). The pages and
// the tests that replay the actions read the same mapping.
import { formatCnpj, formatPhone } from "@/lib/format";
import { saoPauloParts } from "@/lib/format/local-time";
import type { Station } from "@/lib/stations/queries";
import type { StationAccessInput, StationDataInput } from "./schemas";

/** A stored instant as the datetime-local input shows it, in São Paulo time. */
function publishAtInput(iso: string): string {
  const { date, time } = saoPauloParts(iso);
  return `${date}T${time}`;
}

export function accessFormValues(station: Station): StationAccessInput {
  const s = station.settings;
  const bank = s.bankTransfer;
  return {
    stationId: station.id,
    public: station.public,
    hasMajoritySecurity: station.hasMajoritySecurity,
    maintenance: station.maintenance,
    feedAccess: station.flags.feed,
    eventsAccess: station.flags.events,
    filesAccess: station.flags.files,
    checkoutAccess: station.flags.checkout,
    myAccountAccess: station.flags.myAccount,
    settings: {
      loginIdentifier: s.loginIdentifier,
      loginVariant: s.loginVariant,
      signupVariant: s.signupVariant,
      requireRoster: s.requireRoster,
      firstLoginPhotoOnly: s.firstLoginPhotoOnly,
      showSupportPhoneOnSignup: s.showSupportPhoneOnSignup,
      hideLoginButton: s.hideLoginButton,
      adminPanelButton: s.adminPanelButton,
      externalTermsUrl: s.externalTermsUrl ?? "",
      externalPrivacyUrl: s.externalPrivacyUrl ?? "",
      regulationUrl: s.regulationUrl ?? "",
      mobileBottomBar: s.mobileBottomBar,
      luckyNumbers: s.luckyNumbers,
      luckyNumbersPublishAt: s.luckyNumbersPublishAt ? publishAtInput(s.luckyNumbersPublishAt) : "",
      fuelClub: s.fuelClub,
      hiddenMenuItems: s.hiddenMenuItems,
      profileReadOnly: s.profileReadOnly,
      hidePostVideo: s.hidePostVideo,
      postReportThreshold: String(s.postReportThreshold),
      reserveTimeSeconds: String(s.reserveTimeSeconds),
      uploadQuotaMegabytesPerDay: String(s.uploadQuotaMegabytesPerDay),
      inviteRewardLimit: String(s.inviteRewardLimit),
      enterprisePlanCard: s.enterprisePlanCard,
      bankTransfer: {
        enabled: bank !== null,
        bank: bank?.bank ?? "",
        branch: bank?.branch ?? "",
        account: bank?.account ?? "",
        holder: bank?.holder ?? "",
        document: bank?.document ?? "",
      },
    },
  };
}

export function stationDataFormValues(station: Station): StationDataInput {
  const e = station.establishment;
  return {
    stationId: station.id,
    name: station.name,
    description: station.description ?? "",
    domain: station.domain ?? "",
    contactMail: station.contactMail ?? "",
    supportPhone: station.supportPhone ? formatPhone(station.supportPhone) : "",
    address: station.address ?? "",
    socialUrlInstagram: station.social.instagram ?? "",
    socialUrlFacebook: station.social.facebook ?? "",
    socialUrlTiktok: station.social.tiktok ?? "",
    socialUrlTwitter: station.social.twitter ?? "",
    socialUrlLinkedin: station.social.linkedin ?? "",
    hasApp: station.hasApp,
    ios: station.ios ?? "",
    android: station.android ?? "",
    currencyName: station.currencyName ?? "",
    currencyMultiplier: String(Number(station.currencyMultiplier)).replace(".", ","),
    currencyNamePosition: station.currencyNamePosition,
    cnpj: e?.cnpj ? formatCnpj(e.cnpj) : "",
    fullSocialName: e?.fullSocialName ?? "",
    addressZip: e?.addressZip ?? "",
    addressLine1: e?.addressLine1 ?? "",
    addressLine2: e?.addressLine2 ?? "",
    addressCity: e?.addressCity ?? "",
    addressStateId: e?.addressStateId ? String(e.addressStateId) : "",
  };
}

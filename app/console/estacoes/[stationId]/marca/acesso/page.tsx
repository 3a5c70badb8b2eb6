// "Marca e dados" › Acesso e recursos: public/private, the 18+ gate, maintenance, the feature flags
// and the per-station variants. Owners only.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { loadConsoleStation } from "@/lib/stations/console/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { AccessForm } from "../_components/access-form";
import { MarcaTabs } from "../_components/marca-tabs";

export const metadata: Metadata = { title: "Acesso e recursos" };

export default async function AcessoPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station: managed } = await requireConsolePage(params, { role: "owner" });
  const station = await loadConsoleStation(await getDb(), managed.id);
  const s = station.settings;
  const bank = s.bankTransfer;
  return (
    <ConsolePage eyebrow="Marca e dados" title="Acesso e recursos" description="Quem vê a estação, o que os membros encontram no menu e as variantes de entrada, cadastro, mural e loja.">
      <MarcaTabs stationId={station.id} current="/acesso" />
      <AccessForm
        initial={{
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
            fuelClub: s.fuelClub,
            hiddenMenuItems: s.hiddenMenuItems,
            profileReadOnly: s.profileReadOnly,
            hidePostVideo: s.hidePostVideo,
            postReportThreshold: String(s.postReportThreshold),
            reserveTimeSeconds: String(s.reserveTimeSeconds),
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
        }}
      />
    </ConsolePage>
  );
}

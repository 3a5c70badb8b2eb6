// /signup without a code: the participant's first-login wizard.
// Only a signed-in member on their first login sees it; /signup/{code} is the sign-up alias.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StationLogo } from "@/components/site/station-logo";
import { getFirstLoginProfile } from "@/lib/accounts/profile";
import { signupRewardPoints } from "@/lib/accounts/signup-rewards";
import { formatStationCurrency } from "@/lib/format";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { requirePendingMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { FirstLoginWizard } from "./_components/first-login-wizard";

export const metadata: Metadata = { title: "Complete seu cadastro", robots: { index: false } };

export default async function FirstLoginPage({ params }: { params: Promise<{ station: string }> }) {
  const { station, user } = await requirePendingMemberPage(params, { signedOut: "/cadastrar" });
  if (!user.isFirstLogin) redirect("/");
  const profile = await getFirstLoginProfile(await getDb(), station.id, user.id);
  if (!profile) redirect("/");
  // Paid at confirmation; the last step tells the member (decision: text of ours, the spec has none).
  const reward = await signupRewardPoints(await getDb(), station.id, user.id);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <div className="h-44 bg-brand sm:h-52" aria-hidden />
      <main id="conteudo" className="-mt-36 flex flex-1 flex-col items-center px-4 pb-12 sm:-mt-40">
        <div className="mb-5 rounded-xl bg-white px-4 py-2 shadow-sm">
          <StationLogo station={station} />
        </div>
        <FirstLoginWizard
          stationName={station.name}
          photoOnly={station.settings.firstLoginPhotoOnly}
          maxPhotoBytes={IMAGE_LIMITS.wizardPhoto}
          profile={profile}
          rewardText={reward > 0 ? `Você ganhou ${formatStationCurrency(reward, station)} pelo cadastro.` : null}
        />
      </main>
    </div>
  );
}

// /homepage/perfil/privacidade ("Privacidade e dados"): the member's rights over their data (LGPD
// art. 18) in one place: download a copy (JSON and a readable document), correct what the profile
// cannot edit, give or withdraw marketing consent, and delete the account.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { getPrivacyOverview } from "@/lib/privacy/requests";
import { PrivacySections } from "./_components/privacy-sections";

export const metadata: Metadata = { title: "Privacidade e dados" };

export default async function PrivacyPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const overview = await getPrivacyOverview(await getDb(), station.id, user.id);
  if (!overview) notFound();
  const editable = station.settings.profileReadOnly ? [] : ["nome", "data de nascimento", "estado", "foto"];
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link href="/homepage/perfil" className="inline-flex items-center gap-2 text-sm font-bold text-brand-ink hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden />
        Voltar ao perfil
      </Link>
      <PageHeading
        title="Privacidade e dados"
        subtitle={`Seus direitos sobre os dados que o programa ${station.name} guarda sobre você, pela Lei Geral de Proteção de Dados (LGPD).`}
      />
      <PrivacySections
        stationName={station.name}
        email={overview.email}
        marketing={overview.marketing}
        editable={editable}
        deletionPending={overview.deletionPending !== null}
        corrections={overview.corrections}
      />
    </div>
  );
}

// /homepage/trofeus: the member's trophies, earned by the station's rules
// (lib/trophies), with the search "Pesquisar troféu".
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TrophyIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { TrophyGrid } from "@/components/trophies/trophy-grid";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatDate } from "@/lib/format";
import { isFeatureOn } from "@/lib/stations/features";
import { loadMemberTrophies } from "@/lib/trophies/member-pages";
import { MSG_NO_TROPHIES, TROPHIES_TITLE } from "@/lib/trophies/texts";

export const metadata: Metadata = { title: TROPHIES_TITLE };

export default async function TrophiesPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "trophies")) notFound();
  const trophies = await loadMemberTrophies(station.id, user.id);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={TROPHIES_TITLE} subtitle={trophies.length > 0 ? "As conquistas da sua participação no programa." : undefined} />
      {trophies.length === 0 ? (
        <EmptyState text={MSG_NO_TROPHIES} icon={TrophyIcon} />
      ) : (
        <TrophyGrid trophies={trophies.map((t) => ({ id: t.id, description: t.description, image: t.image, awardedOn: formatDate(t.awardedAt) }))} />
      )}
    </div>
  );
}

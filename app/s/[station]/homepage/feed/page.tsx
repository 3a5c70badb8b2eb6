// /homepage/feed, "Mural": the post form and the station's wall, first
// page rendered here, the next ones by infinite scroll. Only where the feature registry has the
// feed on (feed_access); elsewhere the member area's 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { Wall } from "@/components/social/wall";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { scopeOf } from "@/lib/social/access";
import { feedPage } from "@/lib/social/posts";

export const metadata: Metadata = { title: "Mural" };

export default async function FeedPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const scope = scopeOf(station);
  if (!scope.feedOn) notFound();
  const firstPage = await feedPage(await getDb(), scope, user.id, null);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title="Mural" />
      <Wall firstPage={firstPage} me={{ name: user.name, image: user.image }} videoEnabled={!station.settings.hidePostVideo} />
    </div>
  );
}

// /homepage/numeros-da-sorte: only the notice of when the lucky numbers will be published
// on the site; the date and time are the station's setting. Only where `luckyNumbers` is on.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CloverIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { isFeatureOn } from "@/lib/stations/features";
import { LUCKY_NUMBERS_TITLE, luckyNumbersNotice } from "@/lib/trophies/texts";

export const metadata: Metadata = { title: LUCKY_NUMBERS_TITLE };

export default async function LuckyNumbersPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station } = member;
  if (!isFeatureOn(station, "luckyNumbers")) notFound();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={LUCKY_NUMBERS_TITLE} />
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:flex-row sm:text-left">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-soft">
          <CloverIcon className="size-8 text-brand-ink" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-ink" data-testid="lucky-numbers-notice">
          {luckyNumbersNotice(station.settings.luckyNumbersPublishAt)}
        </p>
      </Card>
    </div>
  );
}

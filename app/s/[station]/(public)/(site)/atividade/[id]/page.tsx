// /atividade/{id}: the public page of an activity (only is_public activities of this station).
// Visitors who want to take part go to /cadastrar. The same HTML for everyone, cached per station:
// signed-in members are sent to the member detail by the request hook.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RichText } from "@/components/activities/rich-text";
import { PublicActivitySocial } from "@/components/social/public-activity-social";
import { Button } from "@/components/ui/button";
import { currencyOf } from "@/lib/activities/member-pages";
import { getCachedPublicActivity } from "@/lib/content/public";
import { htmlToText } from "@/lib/activities/html-text";
import { publicCallToAction, TRUNCATE_SUMMARY } from "@/lib/activities/types";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { formatStationCurrency, truncate } from "@/lib/format";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";
import { publicActivitySocial } from "@/lib/social/public";
import { StationImage } from "@/components/ui/station-image";

type Props = { params: Promise<{ station: string; id: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

async function load(params: Props["params"]) {
  const station = await stationFromParams(params);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const activity = await getCachedPublicActivity(station.id, id);
  if (!activity) notFound();
  return { station, activity };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { station, activity } = await load(params);
  const description = truncate(htmlToText(activity.description), TRUNCATE_SUMMARY) || `${activity.typeName} no programa ${station.name}`;
  // Absolute URLs on the station's own host: crawlers must not resolve them against another origin.
  const origin = stationOrigin(station);
  return {
    title: activity.name,
    description,
    openGraph: {
      title: activity.name,
      description,
      images: activity.image ? [{ url: new URL(activity.image, origin).toString() }] : undefined,
      type: "article",
    },
    alternates: { canonical: `${origin}/atividade/${activity.id}` },
  };
}

export default async function PublicActivityPage({ params }: Props) {
  const { station, activity: a } = await load(params);
  const social = a.commentsAndLikesEnabled ? await publicActivitySocial(station, a.id) : null;
  const action = publicCallToAction(a.typeId, a.id);
  return (
    <article className="mx-auto max-w-[1180px] px-4 py-10 md:py-14">
      <div className="grid gap-8 md:grid-cols-[1.2fr_1fr] md:items-start">
        {a.image && (
          <StationImage src={a.image} alt="" width={1600} height={900} priority className="aspect-[16/9] w-full rounded-3xl object-cover shadow-sm" />
        )}
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand-ink uppercase">{a.typeName}</span>
            {a.points > 0 && (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">+ {formatStationCurrency(a.points, currencyOf(station))}</span>
            )}
          </div>
          <h1 className="mt-3 text-3xl font-bold text-ink md:text-4xl">{a.name}</h1>
          {a.description && <RichText html={sanitizeHtml(a.description)} className="mt-4 text-lg text-ink-muted" />}
          <Button asChild size="lg" className="mt-8">
            <Link href={action.href}>{action.label}</Link>
          </Button>
          <p className="mt-3 text-sm text-ink-muted">
            Já tem conta?{" "}
            <Link href="/login" className="font-bold text-brand-ink hover:underline">
              Entrar
            </Link>
          </p>
        </div>
      </div>
      {a.hasRules && a.rules && a.typeId !== 16 && (
        <section className="mt-12 rounded-3xl border border-line bg-white p-6 md:p-8">
          <h2 className="text-xl font-bold text-ink">Regulamento</h2>
          <RichText html={sanitizeHtml(a.rules)} className="mt-3 text-ink" />
        </section>
      )}
      {social && <PublicActivitySocial likes={social.likes} thread={social.thread} />}
    </article>
  );
}

import type { Metadata } from "next";
import { Suspense } from "react";
import { ActivityRow } from "@/components/activities/activity-card";
import { FeaturedCarousel } from "@/components/activities/featured-carousel";
import { SectionHeading } from "@/components/activities/page-heading";
import { HomeSummary, StationShortcuts } from "@/components/member/home-blocks";
import { MemberPageSkeleton } from "@/components/member/page-skeleton";
import { currencyOf, loadHome } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { getMemberBalance, getMemberNextExpiry } from "@/lib/wallet/queries";
import { StationImage } from "@/components/ui/station-image";

export const metadata: Metadata = { title: "Início" };

export default async function HomePage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const firstName = user.name?.split(" ")[0];

  return (
    <div className="space-y-10">
      <h1 className="sr-only">Início</h1>
      <p className="text-lg text-ink-muted">
        Olá{firstName ? `, ${firstName}` : ""}! <span className="text-ink">Que bom ver você por aqui.</span>
      </p>
      <Suspense fallback={<MemberPageSkeleton />}>
        <HomeSections station={station} userId={user.id} />
      </Suspense>
    </div>
  );
}

/** The home's blocks stream in after the greeting: the home has nothing that can be a 404. */
async function HomeSections({ station, userId }: { station: Station; userId: number }) {
  const [home, balance, expiry] = await Promise.all([loadHome(station.id, userId), getMemberBalance(station.id, userId), getMemberNextExpiry(station.id, userId)]);
  const currency = currencyOf(station);
  // A home without lists or journeys still tells a new member what to do first.
  const sparse = home.nowPlaying.length === 0 && home.journeys.length === 0;
  const shop = isFeatureOn(station, "cart") ? home.shops : [];
  return (
    <>
      <HomeSummary station={station} balance={balance} expiry={expiry} currency={currency} />
      {home.total === 0 ? (
        <p className="rounded-3xl border border-dashed border-line bg-white px-6 py-16 text-center font-semibold text-ink-muted">
          Ainda não existem atividades no ar...
        </p>
      ) : (
        <HomeActivities home={home} shop={shop} sparse={sparse} currency={currency} />
      )}
      <StationShortcuts station={station} />
    </>
  );
}

function HomeActivities({
  home,
  shop,
  sparse,
  currency,
}: {
  home: Awaited<ReturnType<typeof loadHome>>;
  shop: Awaited<ReturnType<typeof loadHome>>["shops"];
  sparse: boolean;
  currency: ReturnType<typeof currencyOf>;
}) {
  return (
    <>
      <FeaturedCarousel cards={home.featured} />
      {sparse && home.toDo.length > 0 && (
        <section aria-labelledby="home-to-do">
          <div id="home-to-do">
            <SectionHeading title="Para começar" meta="ganhe pontos com estas atividades" href="/homepage/atividades" linkLabel="Ver todas" />
          </div>
          <ActivityRow cards={home.toDo} currency={currency} />
        </section>
      )}
      {home.nowPlaying.map((list) => (
        <section key={list.id} aria-labelledby={`np-${list.id}`}>
          <div id={`np-${list.id}`}>
            <SectionHeading title={list.title} />
          </div>
          <ActivityRow cards={list.items} currency={currency} />
        </section>
      ))}
      {home.journeys.map((j) => (
        <section key={j.id}>
          <SectionHeading title={j.name} meta={`${j.doneCount} de ${j.items.length} concluídas`} />
          <div className="mb-4 h-2 overflow-hidden rounded-full bg-line" aria-hidden>
            <div className="h-full rounded-full bg-brand" style={{ width: `${(j.doneCount / j.items.length) * 100}%` }} />
          </div>
          <ActivityRow cards={j.items} currency={currency} scroll numbered />
        </section>
      ))}
      {shop.length > 0 && (
        <section aria-labelledby="home-shop">
          <div id="home-shop">
            <SectionHeading title="Loja" meta="pague com seus pontos, cartão ou PIX" />
          </div>
          <ActivityRow cards={shop} currency={currency} />
        </section>
      )}
      {home.categories.length > 0 && (
        <section>
          <SectionHeading title="Categorias" />
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {home.categories.map((cat) => (
              <a
                key={cat.id}
                href={`/homepage/categoria/${cat.id}`}
                className="group flex flex-col justify-between rounded-2xl border border-line bg-white p-4 shadow-sm hover:shadow-md focus-visible:outline-3"
              >
                <div className="flex -space-x-3">
                  {cat.items.slice(0, 3).map((c) =>
                    c.image ? (
                      <StationImage key={c.id} src={c.image} alt="" width={48} height={48} className="size-12 rounded-full border-2 border-white object-cover" />
                    ) : null,
                  )}
                </div>
                <div className="mt-4">
                  <h3 className="font-bold text-ink">{cat.name}</h3>
                  <p className="text-sm text-ink-muted">
                    {cat.total} {cat.total === 1 ? "atividade" : "atividades"}
                  </p>
                  <span className="mt-2 inline-block text-sm font-bold text-brand-ink group-hover:underline">Veja mais</span>
                </div>
              </a>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

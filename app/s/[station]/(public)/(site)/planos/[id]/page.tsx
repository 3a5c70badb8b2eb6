import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { getCachedPlanPage } from "@/lib/content/public";
import { formatBRL } from "@/lib/format";
import { DEFAULT_PLAN_BENEFITS, publicPeriodLabel } from "@/lib/plans/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";
import { StationImage } from "@/components/ui/station-image";

type Props = { params: Promise<{ station: string; id: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  const plan = await getCachedPlanPage(station.id, (await params).id);
  if (!plan) return { title: "Página não encontrada" };
  return pageMetadata(station, stationOrigin(station), {
    path: `/planos/${plan.id}`,
    title: `Plano ${plan.name}`,
    description: plan.description ?? undefined,
  });
}

export default async function PlanRoute({ params }: Props) {
  const station = await stationFromParams(params);
  const plan = await getCachedPlanPage(station.id, (await params).id);
  if (!plan) notFound();
  const benefits = plan.benefits.length ? plan.benefits : DEFAULT_PLAN_BENEFITS;
  return (
    <div className="bg-surface-muted">
      <div className="mx-auto grid max-w-[1180px] items-start gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          <Link href="/#plans" className="text-sm font-bold text-brand-ink underline-offset-4 hover:underline">
            ← Todos os planos
          </Link>
          <h1 className="mt-4 text-3xl font-bold md:text-5xl">Plano {plan.name}</h1>
          {plan.description && <p className="mt-4 text-lg text-ink-muted">{plan.description}</p>}
          {plan.image && (
            <StationImage src={plan.image} alt="" width={600} height={400} className="mt-8 w-full rounded-3xl object-cover shadow-sm" priority />
          )}
        </div>
        <section aria-labelledby="plano-resumo" className="rounded-3xl bg-white p-8 shadow-sm">
          <h2 id="plano-resumo" className="text-xl font-bold">
            O que está incluído
          </h2>
          <p className="mt-4">
            <span className="text-4xl font-bold">{formatBRL(plan.priceCents)}</span>{" "}
            <span className="text-ink-muted">{publicPeriodLabel(plan.days)}</span>
          </p>
          <ul className="check-list mt-6 space-y-3 [--check-color:var(--brand-ink)]">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3">
            <Link href="/cadastrar" className={buttonVariants({ size: "lg" })}>
              Quero este plano
            </Link>
            <Link href="/suporte-enterprise" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Falar com um especialista
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

// "Pré-visualizar": the station's landing drawn by the public site's own section components, with
// the station's brand colours and font, before visitors see it. Hidden sections are drawn too,
// marked "Oculta no site": an owner prepares a section hidden, looks at it here, then shows it.
// Server-rendered from the saved data, inside the console (no iframe); links and forms are inert.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, EyeOffIcon, PencilIcon } from "lucide-react";
import { HeroRotator } from "@/components/landing/hero-rotator";
import { LandingSectionView } from "@/components/landing/sections";
import { Button } from "@/components/ui/button";
import { requireConsolePage } from "@/lib/auth/guard";
import { loadPublicActivities } from "@/lib/content/activities";
import { listLandingSections } from "@/lib/content/queries";
import { getDb } from "@/lib/db/client";
import { listPublicPlans } from "@/lib/plans/queries";
import { brandVariables } from "@/lib/stations/branding";
import { stationOrigin } from "@/lib/stations/current";
import { findStationByKey } from "@/lib/stations/queries";
import { sendSupportMessage } from "@/app/s/[station]/(public)/(site)/suporte/actions";
import { ConsolePage } from "../../../../_components/console-page";

export const metadata: Metadata = { title: "Pré-visualização da página inicial" };

export default async function LandingPreviewPage({ params }: { params: Promise<{ stationId: string }> }) {
  const ctx = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const station = await findStationByKey(db, ctx.station.slug);
  if (!station || station.id !== ctx.station.id) notFound();
  const [sections, plans, activities] = await Promise.all([listLandingSections(db, station.id, { withHidden: true }), listPublicPlans(db, station.id), loadPublicActivities(db, station.id)]);
  const base = `/estacoes/${station.id}/pagina-inicial`;
  const hidden = sections.filter((s) => !s.active).length;
  const images = station.headerImages.length ? station.headerImages : station.backgroundImage ? [station.backgroundImage] : [];
  return (
    <ConsolePage
      eyebrow="Página inicial"
      title="Pré-visualização"
      description={
        hidden > 0
          ? `Assim fica a página inicial. ${hidden === 1 ? "A seção marcada como oculta aparece só aqui" : `As ${hidden} seções marcadas como ocultas aparecem só aqui`}; o visitante não as vê.`
          : "Assim o visitante vê a página inicial do site agora."
      }
      actions={
        <Button asChild variant="outline" size="sm">
          <Link href={base}>
            <ArrowLeftIcon className="size-4" aria-hidden />
            Voltar às seções
          </Link>
        </Button>
      }
    >
      <div className="overflow-hidden rounded-3xl border border-slate-300 bg-white shadow-sm">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5" aria-hidden>
          <span className="size-3 rounded-full bg-red-300" />
          <span className="size-3 rounded-full bg-amber-300" />
          <span className="size-3 rounded-full bg-emerald-300" />
          <span className="ml-3 min-w-0 truncate rounded-full bg-white px-3 py-1 text-xs text-slate-500 ring-1 ring-slate-200">{stationOrigin(station).replace(/^https?:\/\//, "")}</span>
        </div>
        <div style={brandVariables(station) as React.CSSProperties} className="font-sans text-ink" data-testid="landing-preview">
          <div inert>
            <section aria-label="Topo do site" className="relative isolate overflow-hidden bg-brand text-brand-fg">
              <HeroRotator images={images} />
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand/85 via-brand/55 to-transparent" />
              <div className="mx-auto flex min-h-[320px] max-w-[1180px] flex-col justify-center gap-5 px-4 py-14 sm:px-6">
                <p className="max-w-2xl text-4xl leading-tight font-bold tracking-tight md:text-5xl">{station.name}</p>
                {station.description && <p className="max-w-xl text-lg opacity-95">{station.description}</p>}
                <div className="flex flex-wrap gap-3">
                  <span className="inline-flex h-11 items-center rounded-full bg-white px-6 font-bold text-ink">Quero participar</span>
                  {!station.settings.hideLoginButton && <span className="inline-flex h-11 items-center rounded-full border-2 border-current px-6 font-bold">Já tenho conta</span>}
                </div>
              </div>
            </section>
          </div>
          {sections.length === 0 && <p className="px-6 py-16 text-center text-ink-muted">A página ainda não tem seções abaixo do topo.</p>}
          {sections.map((section, i) => (
            <div key={section.id} className={section.active ? "relative" : "relative outline-4 -outline-offset-4 outline-amber-400 outline-dashed"}>
              {!section.active && (
                <p className="absolute top-3 left-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-amber-950 shadow">
                  <EyeOffIcon className="size-3.5" aria-hidden />
                  Oculta no site
                </p>
              )}
              <Link
                href={`${base}/secoes/${section.id}`}
                className="absolute top-3 right-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-bold text-white shadow hover:bg-slate-900"
              >
                <PencilIcon className="size-3.5" aria-hidden />
                Editar seção
                <span className="sr-only">{section.title ?? ""}</span>
              </Link>
              <div inert>
                <LandingSectionView section={section} context={{ station, plans, activities, supportAction: sendSupportMessage }} eager={i === 0} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </ConsolePage>
  );
}

// "Página inicial": the landing's sections in page order (drag to reorder, open one to edit it and
// its items, hide, delete, add one of the nine kinds) and the about pages. Owners only.
import type { Metadata } from "next";
import Link from "next/link";
import { ExternalLinkIcon, EyeIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { requireConsolePage } from "@/lib/auth/guard";
import { listConsoleAbout, listConsoleSections } from "@/lib/content/console/commands";
import { getDb } from "@/lib/db/client";
import { stationOrigin } from "@/lib/stations/current";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";
import { AboutPages } from "./_components/about-pages";
import { SectionsList } from "./_components/sections-list";

export const metadata: Metadata = { title: "Página inicial" };

const textLength = (html: string | null) => (html ?? "").replace(/<[^>]*>/g, "").replace(/&[a-z]+;|&#\d+;/g, " ").trim().length;

export default async function LandingConsolePage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [sections, about] = await Promise.all([listConsoleSections(db, station.id), listConsoleAbout(db, station.id)]);
  const hidden = sections.filter((s) => !s.active).length;
  return (
    <ConsolePage
      eyebrow="Site"
      title="Página inicial"
      description="O que o visitante vê abaixo do topo do site, na ordem desta lista. Seções ocultas ficam só na pré-visualização."
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link href={`/estacoes/${station.id}/pagina-inicial/previa`}>
              <EyeIcon className="size-4" aria-hidden />
              Pré-visualizar
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href={`${stationOrigin(station)}/`} target="_blank" rel="noopener noreferrer">
              Ver site
              <ExternalLinkIcon className="size-4" aria-hidden />
              <span className="sr-only">(abre em outra aba)</span>
            </a>
          </Button>
        </>
      }
    >
      <ConsoleSection
        title="Seções"
        description={
          sections.length === 0
            ? undefined
            : `${sections.length} ${sections.length === 1 ? "seção" : "seções"}${hidden ? `, ${hidden} ${hidden === 1 ? "oculta" : "ocultas"}` : ""}. Arraste pela alça ou use as setas para mudar a ordem.`
        }
      >
        <SectionsList
          stationId={station.id}
          sections={sections.map((s) => ({ id: s.id, typeId: s.typeId, title: s.title, subtitle: s.subtitle, active: s.active, itemCount: s.itemCount }))}
        />
      </ConsoleSection>
      <ConsoleSection title="Páginas Sobre" description="Páginas de texto do site, como a história do programa ou as regras de pontuação.">
        <AboutPages
          stationId={station.id}
          pages={about.map((a) => ({
            id: a.id,
            menuTitle: a.menuTitle,
            name: a.name,
            image: a.image,
            htmlDescription: a.htmlDescription,
            backgroundColor: a.backgroundColor,
            textLength: textLength(a.htmlDescription),
          }))}
        />
      </ConsoleSection>
    </ConsolePage>
  );
}

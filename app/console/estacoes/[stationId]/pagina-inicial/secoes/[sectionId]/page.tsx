// One landing section: its own fields (by kind) and its items in order. Owners only; a section of
// another station is a 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, EyeIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { requireConsolePage } from "@/lib/auth/guard";
import { getConsoleSection, listConsoleAbout } from "@/lib/content/console/commands";
import { sectionKind } from "@/lib/content/console/schemas";
import { getDb } from "@/lib/db/client";
import { ConsolePage, ConsoleSection } from "../../../../../_components/console-page";
import { ItemsEditor } from "../../_components/items-editor";
import { SectionForm } from "../../_components/section-form";

export const metadata: Metadata = { title: "Editar seção" };

type Props = { params: Promise<{ stationId: string; sectionId: string }> };

export default async function SectionPage({ params }: Props) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = (await params).sectionId;
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const db = await getDb();
  const [found, about] = await Promise.all([getConsoleSection(db, station.id, Number(raw)), listConsoleAbout(db, station.id)]);
  if (!found) notFound();
  const { section, items } = found;
  const kind = sectionKind(section.typeId);
  const base = `/estacoes/${station.id}/pagina-inicial`;
  return (
    <ConsolePage
      eyebrow={`Página inicial · ${kind.name}`}
      title={section.title ?? kind.name}
      description={kind.description}
      actions={
        <>
          <Button asChild variant="ghost" size="sm">
            <Link href={base}>
              <ArrowLeftIcon className="size-4" aria-hidden />
              Todas as seções
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={`${base}/previa#secao${section.id}`}>
              <EyeIcon className="size-4" aria-hidden />
              Pré-visualizar
            </Link>
          </Button>
        </>
      }
    >
      {!section.active && (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Badge variant="warning" className="mr-2">
            Oculta
          </Badge>
          Esta seção não aparece no site. Mostre-a na lista de seções quando estiver pronta.
        </p>
      )}
      <ConsoleSection title="Conteúdo da seção">
        <SectionForm
          stationId={station.id}
          id={section.id}
          initial={{
            typeId: section.typeId,
            title: section.title ?? "",
            subtitle: section.subtitle ?? "",
            menuTitle: section.menuTitle ?? "",
            showInMenu: section.showInMenu,
            titleColor: section.titleColor ?? "",
            textColor: section.textColor ?? "",
            backgroundType: section.backgroundType,
            backgroundColor: section.backgroundColor ?? "",
            backgroundImage: section.backgroundImage ?? "",
          }}
        />
      </ConsoleSection>
      {kind.maxItems !== 0 ? (
        <ConsoleSection
          title={kind.maxItems === 1 ? kind.itemName : "Itens"}
          description={kind.maxItems === 1 ? "Esta seção mostra um item só." : `${items.length} ${items.length === 1 ? "item" : "itens"}. Arraste pela alça ou use as setas para mudar a ordem.`}
        >
          <ItemsEditor
            stationId={station.id}
            sectionId={section.id}
            kind={kind}
            items={items.map((i) => ({
              id: i.id,
              name: i.name,
              description: i.description,
              image: i.image,
              videoId: i.videoId,
              linkType: i.linkType,
              externalLink: i.externalLink,
              buttonLabel: i.buttonLabel,
              imageLeft: i.imageLeft,
              aboutSectionId: i.aboutSectionId,
            }))}
            aboutPages={about.map((a) => ({ id: a.id, name: a.name }))}
          />
        </ConsoleSection>
      ) : (
        <ConsoleSection title="Itens">
          <p className="text-ink-muted">
            {section.typeId === 7 ? (
              <>
                Esta seção mostra os planos da estação.{" "}
                <Link href={`/estacoes/${station.id}/planos`} className="font-bold text-sky-800 underline underline-offset-4">
                  Cadastrar e editar planos
                </Link>
              </>
            ) : section.typeId === 5 ? (
              <>
                Esta seção mostra as atividades publicadas.{" "}
                <Link href={`/estacoes/${station.id}/atividades`} className="font-bold text-sky-800 underline underline-offset-4">
                  Ir para Atividades
                </Link>
              </>
            ) : (
              "Esta seção mostra o formulário de contato do site; as mensagens chegam no e-mail de contato da estação."
            )}
          </p>
        </ConsoleSection>
      )}
    </ConsolePage>
  );
}

// Nova atividade: first the type (1-20, one line each), then the form of that type's fields. The
// activity is saved as a draft; the owner publishes it when it is ready.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lottieChoices } from "@/lib/activities/console/commands";
import { newActivityLimit } from "@/lib/activities/console/participation-limit";
import { ACTIVITY_TYPE_DESCRIPTIONS, ACTIVITY_TYPE_IDS, type ActivityFields, typeLabel } from "@/lib/activities/console/schemas";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { ConsolePage } from "../../../../_components/console-page";
import { stationExpiryRule } from "@/lib/wallet/console/expiry";
import { ActivityForm } from "../_components/activity-form";
import { TypeIcon } from "../_components/type-icon";

export const metadata: Metadata = { title: "Nova atividade" };

const EMPTY: ActivityFields = {
  name: "",
  description: "",
  rules: "",
  image: null,
  featuredImage: null,
  points: 0,
  limitPerUser: 1,
  participationStart: "",
  participationEnd: "",
  feedbackMessage: "",
  feedbackLottieId: null,
  featured: false,
  isPublic: false,
  commentsAndLikesEnabled: false,
  clickMeLabel: "",
  discountDelivery: 0,
  additionalCashback: 0,
  onlyOneProduct: false,
  digitalProduct: false,
  pointsExpiryMode: "station",
  pointsExpiryMonths: null,
};

export default async function NewActivityPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<{ tipo?: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = Number((await searchParams).tipo);
  const typeId = ACTIVITY_TYPE_IDS.includes(raw) ? raw : null;
  const base = `/estacoes/${station.id}/atividades`;

  if (!typeId) {
    return (
      <ConsolePage eyebrow="Atividades" title="Nova atividade" description="Escolha o tipo. Cada tipo tem sua própria página para o membro e seus próprios campos.">
        <nav aria-label="Tipos de atividade">
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {ACTIVITY_TYPE_IDS.map((id) => (
              <li key={id}>
                <Link
                  href={`${base}/nova?tipo=${id}`}
                  className="flex h-full items-start gap-3 rounded-3xl bg-white p-5 shadow-sm ring-brand-ink transition hover:ring-2 focus-visible:ring-3 focus-visible:outline-none"
                >
                  <TypeIcon typeId={id} />
                  <span>
                    <span className="block font-bold text-ink">{typeLabel(id)}</span>
                    <span className="mt-0.5 block text-sm text-ink-muted">{ACTIVITY_TYPE_DESCRIPTIONS[id]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Button asChild variant="ghost">
            <Link href={base}>
              <ArrowLeftIcon className="size-4" aria-hidden />
              Voltar para atividades
            </Link>
          </Button>
        </div>
      </ConsolePage>
    );
  }

  const lotties = await lottieChoices(await getDb(), station.id);
  const stationExpiry = (await stationExpiryRule(await getDb(), station.id)).months;
  return (
    <ConsolePage
      eyebrow="Nova atividade"
      title={typeLabel(typeId)}
      description={ACTIVITY_TYPE_DESCRIPTIONS[typeId]}
      actions={
        <Button asChild variant="ghost">
          <Link href={`${base}/nova`}>Trocar o tipo</Link>
        </Button>
      }
    >
      <ActivityForm stationId={station.id} typeId={typeId} defaultValues={{ ...EMPTY, limitPerUser: newActivityLimit(typeId) }} lotties={lotties} stationExpiryMonths={stationExpiry} />
    </ConsolePage>
  );
}

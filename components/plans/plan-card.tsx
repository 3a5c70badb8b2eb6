// One plan on /homepage/planos: price after discount with its period,
// at most 5 benefits plus "E muito mais!" when there are more than 6, the highlight, and the
// button by the member's current plan: buy, "Este é seu plano atual" (disabled), "Fazer upgrade"
// or "Fazer downgrade".
import Link from "next/link";
import { CheckIcon, StarIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatBRL } from "@/lib/format";
import { MSG_CURRENT_PLAN } from "@/lib/plans/messages";
import { cardBenefits, MORE_BENEFITS, periodLabel } from "@/lib/plans/periods";
import type { PlanView } from "@/lib/plans/subscriptions";
import { cn } from "@/lib/utils/cn";

export type PlanButton = { kind: "buy" } | { kind: "current" } | { kind: "upgrade" } | { kind: "downgrade" };

/** The card's button: amount, not price after discount, decides upgrade or downgrade. */
export function planButton(plan: { id: number; amountCents: number }, current: { id: number; amountCents: number } | null): PlanButton {
  if (!current) return { kind: "buy" };
  if (current.id === plan.id) return { kind: "current" };
  return { kind: plan.amountCents >= current.amountCents ? "upgrade" : "downgrade" };
}

const BUTTON_LABELS = { buy: "Assinar plano", current: MSG_CURRENT_PLAN, upgrade: "Fazer upgrade", downgrade: "Fazer downgrade" } as const;

export function PlanCard({ plan, button, pendingLabel }: { plan: PlanView; button: PlanButton; pendingLabel?: string }) {
  const { shown, more } = cardBenefits(plan.benefits);
  const href = `/homepage/planos/${plan.id}/${button.kind === "buy" ? "comprar" : "mudar"}`;
  return (
    <Card
      data-testid="plan-card"
      className={cn("relative flex h-full flex-col gap-4", plan.isHighlighted && "border-2 border-brand shadow-md")}
      aria-label={`Plano ${plan.name}`}
      role="group"
    >
      {plan.isHighlighted && (
        <Badge variant="brand" className="absolute -top-3 left-6">
          <StarIcon className="size-3.5" aria-hidden /> Destaque
        </Badge>
      )}
      <div>
        <h2 className="text-xl font-bold text-ink">{plan.name}</h2>
        {plan.description && <p className="mt-1 text-sm text-ink-muted">{plan.description}</p>}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {plan.discountCents > 0 && <span className="text-sm text-ink-muted line-through">{formatBRL(plan.amountCents)}</span>}
        <span className="text-3xl font-bold text-ink" data-testid="plan-price">
          {formatBRL(plan.priceCents)}
        </span>
        <span className="text-ink-muted">/{periodLabel(plan.days)}</span>
      </p>
      {shown.length > 0 && (
        <ul className="grid gap-2 text-sm text-ink" aria-label="Benefícios">
          {shown.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
              {benefit}
            </li>
          ))}
          {more && <li className="pl-6 font-bold text-brand-ink">{MORE_BENEFITS}</li>}
        </ul>
      )}
      <div className="mt-auto grid gap-2 pt-2">
        {pendingLabel && <p className="text-center text-xs font-bold text-brand-ink">{pendingLabel}</p>}
        {button.kind === "current" ? (
          <Button size="lg" variant="outline" disabled>
            {BUTTON_LABELS.current}
          </Button>
        ) : (
          <Button asChild size="lg" variant={plan.isHighlighted || button.kind === "buy" ? "primary" : "outline"}>
            <Link href={href} aria-label={`${BUTTON_LABELS[button.kind]}: ${plan.name}`}>
              {BUTTON_LABELS[button.kind]}
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

/** The enterprise card (a station setting): no price, a contact form ("sobconsulta"). */
export function EnterprisePlanCard() {
  return (
    <Card data-testid="plan-card-enterprise" className="flex h-full flex-col gap-4 bg-surface-muted" role="group" aria-label="Plano sob medida">
      <div>
        <h2 className="text-xl font-bold text-ink">Sob medida</h2>
        <p className="mt-1 text-sm text-ink-muted">Um plano com as condições que a sua empresa precisa.</p>
      </div>
      <p className="text-3xl font-bold text-ink">Sob consulta</p>
      <div className="mt-auto pt-2">
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link href="/homepage/planos/sobconsulta">Fale com a gente</Link>
        </Button>
      </div>
    </Card>
  );
}

"use client";
// The fuel club's two tabs. "Campanhas": a card per open campaign with its options as radio cards
// (one is required) and "Gerar Voucher", which reads "Gerando voucher..." while it works. On
// success the page does not reload (the spec's behaviour): it switches to "Meus Vouchers" and opens
// the new voucher, and the server's lists are refreshed behind it. An option the member already
// holds, or whose vouchers ran out, cannot be chosen again. "Meus Vouchers": a card per voucher
// with its emission and expiry; a card opens the printable voucher (components/commerce/ticket-dialog).
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { CalendarIcon, FuelIcon } from "lucide-react";
import { RadioField } from "@/components/commerce/checkout/radio-field";
import { TicketDialog, type TicketBrand } from "@/components/commerce/ticket-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { RadioGroupItem } from "@/components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatBRL, formatDate, formatDateTime } from "@/lib/format";
import { generateFuelVoucherAction } from "@/lib/fuel/actions";
import type { FuelVoucherCard } from "@/lib/fuel/member-pages";
import {
  formatLitres,
  fuelOptionLabel,
  GENERATE_LABEL,
  GENERATING_LABEL,
  generateFuelVoucherSchema,
  MSG_ALREADY_GENERATED,
  MSG_NO_CAMPAIGNS,
  MSG_NO_FUEL_VOUCHERS,
} from "@/lib/fuel/texts";
import type { FuelCampaignView, FuelOptionView } from "@/lib/fuel/vouchers";
import { StationImage } from "@/components/ui/station-image";

type Tab = "campanhas" | "vouchers";

export function FuelClub({
  campaigns,
  vouchers: serverVouchers,
  initialTab,
  brand,
}: {
  campaigns: FuelCampaignView[];
  vouchers: FuelVoucherCard[];
  initialTab: Tab;
  brand: TicketBrand;
}) {
  const router = useRouter();
  const [tab, setTabState] = useState<Tab>(initialTab);
  // The tab is in the address (?aba=vouchers), so a reload or a shared link opens the same one.
  function setTab(next: Tab) {
    setTabState(next);
    window.history.replaceState(null, "", next === "vouchers" ? "?aba=vouchers" : window.location.pathname);
  }
  const [open, setOpen] = useState<FuelVoucherCard | null>(null);
  // Generated here and not yet in the server's props (router.refresh() brings them in).
  const [added, setAdded] = useState<FuelVoucherCard[]>([]);
  const vouchers = useMemo(() => {
    const known = new Set(serverVouchers.map((v) => v.id));
    return [...added.filter((v) => !known.has(v.id)), ...serverVouchers];
  }, [added, serverVouchers]);
  const [heldOptions, setHeldOptions] = useState<Set<number>>(() => new Set());

  function onGenerated(optionId: number, voucher: FuelVoucherCard, created: boolean) {
    setAdded((list) => (list.some((v) => v.id === voucher.id) ? list : [voucher, ...list]));
    setHeldOptions((set) => new Set(set).add(optionId));
    // A new voucher speaks for itself (its dialog opens); a repeat says why nothing new appeared.
    if (!created) toast(MSG_ALREADY_GENERATED, "info");
    setTab("vouchers");
    setOpen(voucher);
    router.refresh();
  }

  return (
    <>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Clube de combustível">
          <TabsTrigger value="campanhas">Campanhas</TabsTrigger>
          <TabsTrigger value="vouchers">Meus Vouchers</TabsTrigger>
        </TabsList>
        <TabsContent value="campanhas">
          {campaigns.length === 0 ? (
            <EmptyState text={MSG_NO_CAMPAIGNS} icon={FuelIcon} />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2" aria-label="Campanhas">
              {campaigns.map((c) => (
                <li key={c.id}>
                  <CampaignCard campaign={c} held={heldOptions} onGenerated={onGenerated} onShowVouchers={() => setTab("vouchers")} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="vouchers">
          {vouchers.length === 0 ? (
            <EmptyState text={MSG_NO_FUEL_VOUCHERS} icon={FuelIcon} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Meus vouchers">
              {vouchers.map((v) => (
                <li key={v.id}>
                  <VoucherCardButton voucher={v} onOpen={() => setOpen(v)} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <TicketDialog
        ticket={open && { code: open.code, createdAt: open.issuedAt, activityName: open.campaignName, qr: open.qr }}
        onClose={() => setOpen(null)}
        brand={brand}
        title="Voucher de combustível"
        what="o voucher de combustível"
      >
        {open && <VoucherDetails voucher={open} />}
      </TicketDialog>
    </>
  );
}


function CampaignCard({
  campaign,
  held,
  onGenerated,
  onShowVouchers,
}: {
  campaign: FuelCampaignView;
  held: Set<number>;
  onGenerated: (optionId: number, voucher: FuelVoucherCard, created: boolean) => void;
  onShowVouchers: () => void;
}) {
  const isHeld = (o: FuelOptionView) => o.voucherId !== null || held.has(o.id);
  const available = campaign.options.filter((o) => !isHeld(o) && o.remaining !== 0);
  const { form, submit, pending, ready } = useActionForm({
    schema: generateFuelVoucherSchema,
    action: generateFuelVoucherAction,
    defaultValues: { campaignId: campaign.id, optionId: "" },
    onSuccess: (data, f) => {
      onGenerated(Number(f.getValues("optionId")), data.voucher, data.created);
      f.reset({ campaignId: campaign.id, optionId: "" });
    },
  });
  const headingId = `campanha-${campaign.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden p-0" aria-labelledby={headingId} role="group" data-testid="fuel-campaign">
      {campaign.image ? (
        <StationImage src={campaign.image} alt="" width={1600} height={900} className="aspect-[16/9] w-full object-cover" />
      ) : (
        <span className="flex aspect-[16/9] w-full items-center justify-center bg-brand-soft text-brand-ink" aria-hidden>
          <FuelIcon className="size-12" />
        </span>
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <CardTitle id={headingId}>{campaign.name}</CardTitle>
        {campaign.description && <CardDescription className="whitespace-pre-line">{campaign.description}</CardDescription>}
        <p className="mt-2 text-xs font-semibold text-ink-muted">
          {campaign.endsAt ? `Gere até ${formatDate(campaign.endsAt)} · ` : ""}Voucher válido por {campaign.voucherValidityDays} dias
        </p>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-1 flex-col gap-4">
          <RadioField form={form} name="optionId" label="Escolha o combustível" groupLabel={`Opções de ${campaign.name}`}>
            {campaign.options.map((o) => {
              const taken = isHeld(o);
              const soldOut = !taken && o.remaining === 0;
              return (
                <RadioGroupItem
                  key={o.id}
                  value={String(o.id)}
                  disabled={taken || soldOut || pending}
                  className="has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                  label={
                    <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <span className="font-semibold">{fuelOptionLabel(o)}</span>
                      {taken ? (
                        <Badge variant="success">Voucher já gerado</Badge>
                      ) : soldOut ? (
                        <Badge variant="neutral">Esgotado</Badge>
                      ) : o.remaining !== null && o.remaining <= 20 ? (
                        <span className="text-xs text-ink-muted">Restam {o.remaining}</span>
                      ) : null}
                    </span>
                  }
                />
              );
            })}
          </RadioField>
          <div className="mt-auto">
            {available.length > 0 ? (
              <Button type="submit" size="lg" className="w-full" disabled={pending || !ready} aria-live="polite">
                {pending ? GENERATING_LABEL : GENERATE_LABEL}
              </Button>
            ) : (
              <div className="grid gap-2 text-center">
                <p className="text-sm font-semibold text-ink-muted">
                  {campaign.options.some(isHeld) ? "Você já gerou seus vouchers desta campanha." : "Os vouchers desta campanha se esgotaram."}
                </p>
                <Button type="button" variant="outline" onClick={onShowVouchers}>
                  Ver meus vouchers
                </Button>
              </div>
            )}
          </div>
        </form>
      </div>
    </Card>
  );
}

function voucherState(v: FuelVoucherCard): "used" | "expired" | null {
  if (v.usedAt) return "used";
  return new Date(v.validUntil).getTime() <= Date.now() ? "expired" : null;
}

function VoucherCardButton({ voucher: v, onOpen }: { voucher: FuelVoucherCard; onOpen: () => void }) {
  const state = voucherState(v);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="fuel-voucher-card"
      className="flex h-full w-full flex-col gap-1 rounded-3xl border border-line bg-white p-5 text-left shadow-sm transition hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-bold text-ink">{v.campaignName}</span>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink" aria-hidden>
          <FuelIcon className="size-5" />
        </span>
      </span>
      <span className="text-sm text-ink">{fuelOptionLabel(v)}</span>
      <span className="text-sm font-bold tracking-wider text-brand-ink">{v.code}</span>
      <span className="mt-auto grid gap-0.5 pt-2 text-sm text-ink-muted">
        <span className="flex items-center gap-2">
          <CalendarIcon className="size-4" aria-hidden />
          Emitido em {formatDate(v.issuedAt)}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <CalendarIcon className="size-4" aria-hidden />
          Válido até {formatDate(v.validUntil)}
          {state === "used" && <Badge variant="neutral">Utilizado</Badge>}
          {state === "expired" && <Badge variant="warning">Vencido</Badge>}
        </span>
      </span>
    </button>
  );
}

function VoucherDetails({ voucher: v }: { voucher: FuelVoucherCard }) {
  const state = voucherState(v);
  // The issue date is the ticket's own "Emitido em" line, above.
  const rows: [string, string][] = [
    ["Voucher nº", String(v.id)],
    ["Campanha", v.campaignName],
    ["Tipo", v.fuelType],
    ["Volume", formatLitres(v.volumeMl)],
    ["Valor", formatBRL(v.valueCents)],
    ["Validade", formatDateTime(v.validUntil)],
  ];
  if (v.usedAt) rows.push(["Utilizado em", formatDateTime(v.usedAt)]);
  return (
    <>
      <dl className="mx-auto mt-4 grid w-full max-w-sm gap-1.5 rounded-2xl bg-surface-muted p-4 text-left text-sm print:border print:border-black/20 print:bg-white" data-testid="fuel-voucher-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {state && <p className="mt-2 text-sm font-semibold text-ink-muted">{state === "used" ? "Voucher já utilizado" : "Voucher vencido"}</p>}
      <p className="mt-3 text-xs text-ink-muted">Apresente este voucher no caixa do posto conveniado. Válido uma única vez, até a data de validade.</p>
    </>
  );
}

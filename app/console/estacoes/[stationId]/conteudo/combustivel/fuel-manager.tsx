"use client";
// Fuel campaigns (create, edit, delete) with their options (type, volume, price, stock), and the
// issued vouchers with used / not used.
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FuelIcon, PlusIcon, TicketIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedFormField, TextareaField, TextField } from "@/components/ui/form-fields";
import { formatWithMask } from "@/components/ui/masked-input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatBRL, formatDate } from "@/lib/format";
import { deleteFuelCampaignAction, deleteFuelOptionAction, saveFuelCampaignAction, saveFuelOptionAction } from "@/lib/fuel/console/actions";
import type { ConsoleCampaign } from "@/lib/fuel/console/queries";
import { fuelCampaignFormSchema, fuelOptionFormSchema, type FuelCampaignFormInput, type FuelOptionFormInput } from "@/lib/fuel/console/schemas";
import { formatLitres } from "@/lib/fuel/texts";
import { saoPauloParts } from "@/lib/format/local-time";
import { ConsoleSection } from "../../../../_components/console-page";
import { CheckField, DeleteButton, EditButton, FormActions, FormDialog, StationImageField, useSaved } from "@/components/console/form-kit";

const numberOrNull = (v: unknown) => (v === "" || v == null ? null : Number(v));

export function FuelManager({ stationId, campaigns }: { stationId: number; campaigns: ConsoleCampaign[] }) {
  const [campaign, setCampaign] = useState<FuelCampaignFormInput | null>(null);
  const [option, setOption] = useState<FuelOptionFormInput | null>(null);
  return (
    <ConsoleSection
      title={`${campaigns.length} ${campaigns.length === 1 ? "campanha" : "campanhas"}`}
      actions={
        <Button onClick={() => setCampaign({ id: null, name: "", description: "", image: null, startsOn: saoPauloParts(new Date()).date, endsOn: "", voucherValidityDays: 30, active: true })}>
          <PlusIcon className="size-5" aria-hidden />
          Nova campanha
        </Button>
      }
    >
      {campaigns.length === 0 ? (
        <EmptyState icon={FuelIcon} text="Nenhuma campanha de combustível. Crie uma campanha e suas opções (combustível, litros e valor)." />
      ) : (
        <ul className="flex flex-col gap-4">
          {campaigns.map((c) => (
            <li key={c.id} className="rounded-2xl border border-line p-4 sm:p-5">
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-bold text-ink">{c.name}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                    <Badge variant={c.active ? "success" : "neutral"}>{c.active ? "Ativa" : "Inativa"}</Badge>
                    <span>
                      De {formatDate(`${c.startsOn}T12:00:00-03:00`)} {c.endsOn ? `a ${formatDate(`${c.endsOn}T12:00:00-03:00`)}` : "sem data de fim"}
                    </span>
                    <span>· voucher válido por {c.voucherValidityDays} dias</span>
                  </div>
                </div>
                <div className="flex gap-1">
                  <EditButton label={`Editar a campanha ${c.name}`} onClick={() => setCampaign({ ...c })} />
                  <DeleteButton stationId={stationId} id={c.id} what={`a campanha “${c.name}”`} action={deleteFuelCampaignAction} done="Campanha excluída." />
                </div>
              </div>
              <div className="mt-4">
                {c.options.length === 0 ? (
                  <p className="text-sm text-ink-muted">Nenhuma opção ainda: os membros não têm o que escolher.</p>
                ) : (
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Combustível</TableHead>
                        <TableHead>Volume</TableHead>
                        <TableHead>Valor</TableHead>
                        <TableHead>Estoque</TableHead>
                        <TableHead>Emitidos</TableHead>
                        <TableHead>
                          <span className="sr-only">Ações</span>
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {c.options.map((o) => (
                        <TableRow key={o.id}>
                          <TableCell className="font-bold">
                            {o.fuelType} {!o.active && <Badge variant="neutral">Inativa</Badge>}
                          </TableCell>
                          <TableCell>{formatLitres(o.volumeMl)}</TableCell>
                          <TableCell>{formatBRL(o.valueCents)}</TableCell>
                          <TableCell>{o.stock == null ? "Sem limite" : o.stock.toLocaleString("pt-BR")}</TableCell>
                          <TableCell>{o.issued.toLocaleString("pt-BR")}</TableCell>
                          <TableCell>
                            <div className="flex justify-end gap-1">
                              <EditButton
                                label={`Editar a opção ${o.fuelType}`}
                                onClick={() => setOption({ id: o.id, campaignId: c.id, fuelType: o.fuelType, volumeMl: o.volumeMl, valueCents: formatWithMask(String(o.valueCents / 100).replace(".", ","), "brl"), stock: o.stock, active: o.active })}
                              />
                              <DeleteButton stationId={stationId} id={o.id} what={`a opção “${o.fuelType}”`} action={deleteFuelOptionAction} done="Opção excluída." />
                            </div>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
                <Button className="mt-3" variant="outline" size="sm" onClick={() => setOption({ id: null, campaignId: c.id, fuelType: "", volumeMl: 20000, valueCents: "", stock: null, active: true })}>
                  <PlusIcon className="size-4" aria-hidden /> Nova opção
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {campaign && <CampaignForm key={campaign.id ?? "new"} stationId={stationId} initial={campaign} onClose={() => setCampaign(null)} />}
      {option && <OptionForm key={`${option.campaignId}-${option.id ?? "new"}`} stationId={stationId} initial={option} onClose={() => setOption(null)} />}
    </ConsoleSection>
  );
}

function CampaignForm({ stationId, initial, onClose }: { stationId: number; initial: FuelCampaignFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: fuelCampaignFormSchema,
    action: (values) => saveFuelCampaignAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Campanha salva." : "Campanha criada.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar campanha" : "Nova campanha"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Nome da campanha" {...register("name")} error={errors.name?.message} />
        <TextareaField label="Descrição" rows={3} {...register("description")} error={errors.description?.message} />
        <Controller control={control} name="image" render={({ field }) => <StationImageField stationId={stationId} label="Imagem" value={field.value ?? null} onChange={field.onChange} />} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Início" type="date" {...register("startsOn")} error={errors.startsOn?.message} />
          <TextField label="Último dia (opcional)" type="date" {...register("endsOn")} error={errors.endsOn?.message} />
          <TextField label="Validade do voucher (dias)" type="number" min={1} max={3650} {...register("voucherValidityDays", { valueAsNumber: true })} error={errors.voucherValidityDays?.message} />
        </div>
        <Controller control={control} name="active" render={({ field }) => <CheckField label="Campanha ativa" hint="Inativa, os membros não geram novos vouchers." checked={field.value ?? true} onChange={field.onChange} />} />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

function OptionForm({ stationId, initial, onClose }: { stationId: number; initial: FuelOptionFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: fuelOptionFormSchema,
    action: (values) => saveFuelOptionAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Opção salva." : "Opção criada.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar opção" : "Nova opção"}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Combustível" placeholder="Gasolina comum" {...register("fuelType")} error={errors.fuelType?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Volume (mL)" type="number" min={1} step={1} hint="20 L = 20000 mL" {...register("volumeMl", { valueAsNumber: true })} error={errors.volumeMl?.message} />
          <MaskedFormField control={control} name="valueCents" label="Valor do voucher" mask="brl" />
        </div>
        <TextField label="Estoque (opcional)" type="number" min={0} step={1} hint="Quantos vouchers esta opção pode emitir. Vazio: sem limite." {...register("stock", { setValueAs: numberOrNull })} error={errors.stock?.message} />
        <Controller control={control} name="active" render={({ field }) => <CheckField label="Opção ativa" checked={field.value ?? true} onChange={field.onChange} />} />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

type Voucher = { id: number; code: string; member: string; campaignName: string; fuelType: string; volumeMl: number; valueCents: number; issuedAt: string; validUntil: string; usedAt: string | null; expired: boolean };

export function VoucherList({ vouchers }: { vouchers: Voucher[] }) {
  const used = vouchers.filter((v) => v.usedAt).length;
  return (
    <ConsoleSection title="Vouchers emitidos" description={vouchers.length ? `${vouchers.length.toLocaleString("pt-BR")} emitidos · ${used.toLocaleString("pt-BR")} usados` : undefined}>
      {vouchers.length === 0 ? (
        <EmptyState icon={TicketIcon} text="Nenhum voucher emitido ainda." />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Código</TableHead>
              <TableHead>Membro</TableHead>
              <TableHead>Opção</TableHead>
              <TableHead>Emitido</TableHead>
              <TableHead>Validade</TableHead>
              <TableHead>Situação</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vouchers.map((v) => (
              <TableRow key={v.id}>
                <TableCell className="font-mono">{v.code}</TableCell>
                <TableCell>{v.member}</TableCell>
                <TableCell>
                  {v.campaignName} · {v.fuelType} {formatLitres(v.volumeMl)} · {formatBRL(v.valueCents)}
                </TableCell>
                <TableCell>{formatDate(v.issuedAt)}</TableCell>
                <TableCell>{formatDate(v.validUntil)}</TableCell>
                <TableCell>
                  {v.usedAt ? <Badge variant="success">Usado em {formatDate(v.usedAt)}</Badge> : v.expired ? <Badge variant="neutral">Vencido</Badge> : <Badge variant="warning">Não usado</Badge>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ConsoleSection>
  );
}

"use client";
// The station's plans as cards (price, period, benefits, live subscribers, the highlighted one),
// created and edited in a dialog with the same schema the action parses; highlight one; delete
// asks first and says what happens to members who hold the plan.
import { PlusIcon, PencilIcon, StarIcon, TagIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedFormField, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { formatBRL } from "@/lib/format";
import { publicPeriodLabel } from "@/lib/plans/periods";
import { createPlanAction, deletePlanAction, highlightPlanAction, updatePlanAction } from "@/lib/plans/console/actions";
import { MAX_BENEFITS, PLAN_PERIODS, planSchema, type PlanFormInput } from "@/lib/plans/console/schemas";
import { perform } from "../../pagina-inicial/_components/perform";
import { CheckField } from "../../pagina-inicial/_components/fields";

export interface PlanCard {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  discountCents: number;
  days: number;
  benefits: string[];
  image: string | null;
  isHighlighted: boolean;
  purchaseText: string | null;
  subscribers: number;
}

const cents = (n: number) => formatBRL(n);

export function PlansManager({ stationId, plans }: { stationId: number; plans: PlanCard[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<PlanCard | "new" | null>(null);
  const add = (
    <Button type="button" onClick={() => setEditing("new")}>
      <PlusIcon className="size-4" aria-hidden />
      Novo plano
    </Button>
  );
  return (
    <>
      {plans.length === 0 ? (
        <EmptyState icon={TagIcon} text="Nenhum plano ainda. Crie o primeiro: os membros assinam pelo site e a seção Planos da página inicial mostra todos." action={add} />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Planos">
            {plans.map((p) => {
              const price = Math.max(0, p.priceCents - p.discountCents);
              return (
                <li key={p.id} className={`flex flex-col rounded-3xl border bg-white p-5 ${p.isHighlighted ? "border-amber-300 ring-2 ring-amber-200" : "border-slate-200"}`}>
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-lg font-bold text-ink">{p.name}</h3>
                    {p.isHighlighted && (
                      <Badge variant="warning">
                        <StarIcon className="size-3" aria-hidden />
                        Destaque
                      </Badge>
                    )}
                  </div>
                  {p.description && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{p.description}</p>}
                  <p className="mt-4">
                    <span className="text-2xl font-bold text-ink">{price === 0 ? "Grátis" : formatBRL(price)}</span> <span className="text-sm text-ink-muted">{publicPeriodLabel(p.days)}</span>
                  </p>
                  {p.discountCents > 0 && <p className="text-xs text-ink-muted">De {formatBRL(p.priceCents)}, com {formatBRL(p.discountCents)} de desconto</p>}
                  <p className="mt-3 flex flex-wrap gap-1.5">
                    <Badge variant="neutral">{p.benefits.length === 0 ? "Benefícios padrão" : p.benefits.length === 1 ? "1 benefício" : `${p.benefits.length} benefícios`}</Badge>
                    <Badge variant={p.subscribers > 0 ? "success" : "neutral"}>{p.subscribers === 0 ? "Nenhum assinante" : p.subscribers === 1 ? "1 assinante" : `${p.subscribers} assinantes`}</Badge>
                  </p>
                  <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-slate-100 pt-4">
                    <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(p)} aria-label={`Editar plano ${p.name}`}>
                      <PencilIcon className="size-4" aria-hidden />
                      Editar
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-pressed={p.isHighlighted}
                      aria-label={`${p.isHighlighted ? "Tirar destaque do" : "Destacar"} plano ${p.name}`}
                      onClick={async () => {
                        if (await perform(highlightPlanAction({ stationId, id: p.id, highlighted: !p.isHighlighted }), p.isHighlighted ? "Destaque removido." : "Plano destacado no site.")) router.refresh();
                      }}
                    >
                      <StarIcon className="size-4" aria-hidden />
                      {p.isHighlighted ? "Tirar destaque" : "Destacar"}
                    </Button>
                    <div className="ml-auto">
                      <ConfirmDelete
                        label={`Excluir plano ${p.name}`}
                        title={`Excluir o plano ${p.name}?`}
                        description={`Ele sai do site e ninguém mais pode assiná-lo. ${
                          p.subscribers > 0
                            ? `${p.subscribers === 1 ? "O membro que já assina continua" : `Os ${p.subscribers} membros que já assinam continuam`} com o plano e o histórico de cobranças.`
                            : "Nenhum membro assina este plano agora."
                        }`}
                        onConfirm={async () => {
                          if (await perform(deletePlanAction({ stationId, id: p.id }), "Plano excluído.")) router.refresh();
                        }}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-5">{add}</div>
        </>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent showClose className="max-w-2xl">
          {editing !== null && <PlanForm stationId={stationId} plan={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PlanForm({ stationId, plan, onDone }: { stationId: number; plan: PlanCard | null; onDone: () => void }) {
  const router = useRouter();
  const defaults: PlanFormInput = plan
    ? {
        name: plan.name,
        description: plan.description ?? "",
        price: cents(plan.priceCents),
        discount: cents(plan.discountCents),
        days: plan.days,
        benefits: plan.benefits.map((value) => ({ value })),
        image: plan.image ?? "",
        isHighlighted: plan.isHighlighted,
        purchaseText: plan.purchaseText ?? "",
      }
    : { name: "", description: "", price: "", discount: cents(0), days: 30, benefits: [{ value: "" }], image: "", isHighlighted: false, purchaseText: "" };
  const { form, submit, pending, ready } = useActionForm({
    schema: planSchema,
    action: (values) => (plan ? updatePlanAction({ stationId, id: plan.id, ...values }) : createPlanAction({ stationId, ...values })),
    defaultValues: defaults,
    labels: { name: "Nome do plano", price: "Preço", discount: "Desconto" },
    onSuccess: () => {
      toast(plan ? "Plano salvo." : "Plano criado.", "success");
      onDone();
      router.refresh();
    },
  });
  const benefits = useFieldArray({ control: form.control, name: "benefits" });
  const errors = form.formState.errors;
  return (
    <>
      <DialogTitle className="text-xl font-bold">{plan ? `Editar plano ${plan.name}` : "Novo plano"}</DialogTitle>
      <DialogDescription className="mt-1 text-ink-muted">
        {plan && plan.subscribers > 0 ? "Uma mudança de preço vale para as próximas assinaturas e renovações; cobranças já feitas não mudam." : "Aparece na seção Planos do site e na área do membro."}
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
        <TextField label="Nome do plano" {...form.register("name")} error={errors.name?.message} />
        <TextareaField label="Descrição" rows={2} {...form.register("description")} error={errors.description?.message} />
        <div className="grid gap-4 sm:grid-cols-3">
          <MaskedFormField control={form.control} name="price" label="Preço" mask="brl" />
          <MaskedFormField control={form.control} name="discount" label="Desconto" mask="brl" hint="O site mostra o preço menos o desconto." />
          <SelectField label="Período" {...form.register("days")} error={errors.days?.message}>
            {PLAN_PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-bold text-ink">Benefícios</legend>
          <p className="-mt-1 text-xs text-ink-muted">Um por linha, na ordem em que aparecem. Sem nenhum, o site mostra a lista padrão.</p>
          {benefits.fields.map((field, index) => (
            <div key={field.id} className="flex items-start gap-2">
              <TextField label={`Benefício ${index + 1}`} className="flex-1" {...form.register(`benefits.${index}.value`)} error={errors.benefits?.[index]?.value?.message} />
              <button
                type="button"
                onClick={() => benefits.remove(index)}
                aria-label={`Remover benefício ${index + 1}`}
                className="mt-7 flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              >
                <XIcon className="size-4" aria-hidden />
              </button>
            </div>
          ))}
          {benefits.fields.length < MAX_BENEFITS && (
            <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => benefits.append({ value: "" })}>
              <PlusIcon className="size-4" aria-hidden />
              Adicionar benefício
            </Button>
          )}
          {errors.benefits?.message && <p className="text-sm font-bold text-red-700">{errors.benefits.message}</p>}
        </fieldset>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label="Imagem do plano"
              hint="JPG, PNG ou GIF até 3 MB."
              uploadUrl={`/estacoes/${stationId}/arquivos?purpose=contentImage`}
              maxBytes={IMAGE_LIMITS.contentImage}
              kind="logo"
              emptyText="Nenhuma imagem"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? "")}
            />
          )}
        />
        <TextareaField label="Texto na compra" rows={2} hint="Aparece no formulário de compra, acima do pagamento." {...form.register("purchaseText")} error={errors.purchaseText?.message} />
        <Controller
          control={form.control}
          name="isHighlighted"
          render={({ field }) => <CheckField label="Destacar este plano" hint="O cartão dele aparece em evidência no site. Só um plano fica em destaque." checked={field.value} onChange={field.onChange} />}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Salvando..." : plan ? "Salvar plano" : "Criar plano"}
          </Button>
        </div>
      </form>
    </>
  );
}

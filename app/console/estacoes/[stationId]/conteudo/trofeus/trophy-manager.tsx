"use client";
// Trophy rules: the list (kind, parameters, how many members earned each) and the form.
import { useState } from "react";
import { Controller } from "react-hook-form";
import { PlusIcon, TrophyIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { deleteTrophyRuleAction, saveTrophyRuleAction } from "@/lib/trophies/console/actions";
import type { ConsoleTrophyRule } from "@/lib/trophies/console/queries";
import { TROPHY_KIND_LABELS, TROPHY_KINDS, trophyFormSchema, type TrophyFormInput } from "@/lib/trophies/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";
import { CheckField, DeleteButton, EditButton, FormActions, FormDialog, StationImageField, useSaved } from "@/components/console/form-kit";
import { StationImage } from "@/components/ui/station-image";

type Target = { id: number; name: string };
const idOrNull = (v: unknown) => (v === "" || v == null ? null : Number(v));

export function TrophyManager({ stationId, rules, journeys, categories }: { stationId: number; rules: ConsoleTrophyRule[]; journeys: Target[]; categories: Target[] }) {
  const [editing, setEditing] = useState<TrophyFormInput | null>(null);
  const what = (r: ConsoleTrophyRule) => {
    if (r.kind === "journey") return `Concluir a jornada “${journeys.find((j) => j.id === r.journeyId)?.name ?? "—"}”`;
    if (r.kind === "category_activities") return `${r.threshold} ${r.threshold === 1 ? "atividade" : "atividades"} de “${categories.find((c) => c.id === r.categoryId)?.name ?? "—"}”`;
    if (r.kind === "invitations_confirmed") return `${r.threshold} ${r.threshold === 1 ? "convite confirmado" : "convites confirmados"}`;
    return "A primeira compra paga";
  };
  return (
    <ConsoleSection
      title={`${rules.length} ${rules.length === 1 ? "regra" : "regras"}`}
      actions={
        <Button onClick={() => setEditing({ id: null, kind: "first_purchase", description: "", image: null, journeyId: null, categoryId: null, threshold: null, active: true })}>
          <PlusIcon className="size-5" aria-hidden />
          Nova regra
        </Button>
      }
    >
      {rules.length === 0 ? (
        <EmptyState icon={TrophyIcon} text="Nenhuma regra de troféu. Crie uma regra para premiar os membros mais engajados." />
      ) : (
        <ul className="divide-y divide-line">
          {rules.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-4 py-4">
              {r.image ? (
                <StationImage src={r.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-2xl object-cover" />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
                  <TrophyIcon className="size-6" aria-hidden />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">{r.description}</p>
                <p className="text-sm text-ink-muted">{what(r)}</p>
                <div className="mt-1 flex flex-wrap gap-2">
                  <Badge variant={r.active ? "success" : "neutral"}>{r.active ? "Ativa" : "Inativa"}</Badge>
                  <Badge variant="neutral">
                    {r.earned.toLocaleString("pt-BR")} {r.earned === 1 ? "membro ganhou" : "membros ganharam"}
                  </Badge>
                </div>
              </div>
              <div className="flex gap-1">
                <EditButton label={`Editar a regra ${r.description}`} onClick={() => setEditing({ ...r })} />
                <DeleteButton stationId={stationId} id={r.id} what={`a regra “${r.description}”`} action={deleteTrophyRuleAction} done="Regra excluída." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <TrophyForm key={editing.id ?? "new"} stationId={stationId} initial={editing} journeys={journeys} categories={categories} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function TrophyForm({ stationId, initial, journeys, categories, onClose }: { stationId: number; initial: TrophyFormInput; journeys: Target[]; categories: Target[]; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: trophyFormSchema,
    action: (values) => saveTrophyRuleAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Regra salva." : "Regra criada.");
      onClose();
    },
  });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const kind = watch("kind");
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar regra de troféu" : "Nova regra de troféu"}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Nome do troféu" hint="O membro vê: “Você ganhou o troféu {nome}!”" {...register("description")} error={errors.description?.message} />
        <Controller control={control} name="image" render={({ field }) => <StationImageField stationId={stationId} label="Imagem do troféu" value={field.value ?? null} onChange={field.onChange} />} />
        <SelectField label="Como se ganha" {...register("kind")} error={errors.kind?.message}>
          {TROPHY_KINDS.map((k) => (
            <option key={k} value={k}>
              {TROPHY_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        {kind === "journey" && (
          <SelectField label="Jornada" {...register("journeyId", { setValueAs: idOrNull })} error={errors.journeyId?.message} hint={journeys.length === 0 ? "A estação ainda não tem jornadas." : undefined}>
            <option value="">Escolha a jornada</option>
            {journeys.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </SelectField>
        )}
        {kind === "category_activities" && (
          <SelectField label="Categoria" {...register("categoryId", { setValueAs: idOrNull })} error={errors.categoryId?.message} hint={categories.length === 0 ? "A estação ainda não tem categorias." : undefined}>
            <option value="">Escolha a categoria</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        {(kind === "category_activities" || kind === "invitations_confirmed") && (
          <TextField
            label={kind === "category_activities" ? "Quantas atividades" : "Quantos convites confirmados"}
            type="number"
            min={1}
            step={1}
            {...register("threshold", { setValueAs: idOrNull })}
            error={errors.threshold?.message}
          />
        )}
        <Controller control={control} name="active" render={({ field }) => <CheckField label="Regra ativa" hint="Inativa, não dá mais troféus; os já ganhos ficam." checked={field.value ?? true} onChange={field.onChange} />} />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

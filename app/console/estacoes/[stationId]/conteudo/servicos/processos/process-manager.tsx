"use client";
// The areas' processes by CPF (and the legal area's collective cases): list, create, edit, delete.
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { PlusIcon, ScaleIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedFormField, SelectField, TextField } from "@/components/ui/form-fields";
import { formatWithMask } from "@/components/ui/masked-input";
import { SearchInput } from "@/components/ui/search-input";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatBRL, formatDate } from "@/lib/format";
import { deleteProcessAction, saveProcessAction } from "@/lib/services/console/actions";
import type { ConsoleProcess } from "@/lib/services/console/queries";
import { processFormSchema, type ProcessFormInput } from "@/lib/services/console/schemas";
import { SERVICE_MODULES } from "@/lib/services/modules";
import { ConsoleSection } from "../../../../../_components/console-page";
import { CheckField, DeleteButton, EditButton, FormActions, FormDialog, useSaved } from "@/components/console/form-kit";

function toForm(p: ConsoleProcess): ProcessFormInput {
  return {
    ...p,
    cpf: p.cpf ? formatWithMask(p.cpf, "cpf") : "",
    claimValueCents: p.claimValueCents == null ? "" : formatWithMask(String(p.claimValueCents / 100).replace(".", ","), "brl"),
  } as ProcessFormInput;
}

export function ProcessManager({ stationId, items }: { stationId: number; items: ConsoleProcess[] }) {
  const [editing, setEditing] = useState<ProcessFormInput | null>(null);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const digits = query.replace(/\D/g, "");
    const text = query.trim().toLowerCase();
    if (!text) return items;
    return items.filter((p) => (digits && p.cpf.includes(digits)) || p.number.toLowerCase().includes(text) || p.kind.toLowerCase().includes(text) || p.title.toLowerCase().includes(text));
  }, [items, query]);
  return (
    <ConsoleSection
      title={`${items.length} ${items.length === 1 ? "processo" : "processos"}`}
      actions={
        <Button onClick={() => setEditing({ id: null, area: "legal", collective: false, cpf: "", title: "", kind: "", number: "", filedOn: "", status: "", court: "", claimValueCents: null, link: "" })}>
          <PlusIcon className="size-5" aria-hidden />
          Novo processo
        </Button>
      }
    >
      {items.length > 0 && <SearchInput label="Procurar por CPF, número ou tipo" value={query} onValueChange={setQuery} />}
      {items.length === 0 ? (
        <EmptyState icon={ScaleIcon} text="Nenhum processo cadastrado. Cadastre os processos pelo CPF do membro: ele os vê na área contábil ou jurídica." />
      ) : shown.length === 0 ? (
        <EmptyState text="Nenhum processo encontrado para essa busca." />
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {shown.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start gap-4 py-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-bold text-ink">{p.title || p.kind}</p>
                  <Badge variant="neutral">{SERVICE_MODULES[p.area].title}</Badge>
                  {p.collective ? <Badge variant="soft">Coletivo</Badge> : <Badge variant="neutral">CPF {formatWithMask(p.cpf, "cpf")}</Badge>}
                </div>
                <p className="mt-1 text-sm text-ink">
                  {p.kind} · nº {p.number} · {p.status}
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  {[p.court, p.filedOn && `protocolado em ${formatDate(`${p.filedOn}T12:00:00-03:00`)}`, p.claimValueCents != null && `valor da causa ${formatBRL(p.claimValueCents)}`].filter(Boolean).join(" · ")}
                </p>
              </div>
              <div className="flex gap-1">
                <EditButton label={`Editar o processo ${p.number}`} onClick={() => setEditing(toForm(p))} />
                <DeleteButton stationId={stationId} id={p.id} what={`o processo nº ${p.number}`} action={deleteProcessAction} done="Processo excluído." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <ProcessForm key={editing.id ?? "new"} stationId={stationId} initial={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function ProcessForm({ stationId, initial, onClose }: { stationId: number; initial: ProcessFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: processFormSchema,
    action: (values) => saveProcessAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Processo salvo." : "Processo cadastrado.");
      onClose();
    },
  });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const area = watch("area");
  const collective = watch("collective");
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar processo" : "Novo processo"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Área" {...register("area")} error={errors.area?.message}>
            <option value="legal">{SERVICE_MODULES.legal.title}</option>
            <option value="accounting">{SERVICE_MODULES.accounting.title}</option>
          </SelectField>
          {!collective && <MaskedFormField control={control} name="cpf" label="CPF do membro" mask="cpf" />}
        </div>
        {area === "legal" && (
          <Controller
            control={control}
            name="collective"
            render={({ field }) => <CheckField label="Causa coletiva" hint="Aparece para todos os membros em Causas coletivas, sem CPF." checked={field.value ?? false} onChange={field.onChange} />}
          />
        )}
        {errors.collective?.message && <p className="text-sm text-red-700" role="alert">{errors.collective.message}</p>}
        {area === "legal" && <TextField label="Título" {...register("title")} error={errors.title?.message} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Tipo" placeholder="Ação ordinária" {...register("kind")} error={errors.kind?.message} />
          <TextField label="Número do processo" {...register("number")} error={errors.number?.message} />
          <TextField label="Situação" placeholder="Em andamento" {...register("status")} error={errors.status?.message} />
          <TextField label="Data do protocolo" type="date" {...register("filedOn")} error={errors.filedOn?.message} />
          <TextField label="Tribunal ou órgão" {...register("court")} error={errors.court?.message} />
          <MaskedFormField control={control} name="claimValueCents" label="Valor da causa (opcional)" mask="brl" />
        </div>
        <TextField label="Link do processo (opcional)" inputMode="url" placeholder="https://" {...register("link")} error={errors.link?.message} />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

"use client";
// The political-union area's themes (create, edit, delete, with their highlights, actions and
// linked processes) and the themes members suggested.
import { useState } from "react";
import { Controller, useFieldArray } from "react-hook-form";
import { LandmarkIcon, LightbulbIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { TextareaField, TextField } from "@/components/ui/form-fields";
import { Textarea } from "@/components/ui/input";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate } from "@/lib/format";
import { deleteThemeAction, markSuggestionReadAction, saveThemeAction } from "@/lib/services/console/actions";
import { toast } from "@/components/ui/toast";
import { themeFormSchema, type ThemeFormInput } from "@/lib/services/console/schemas";
import { ConsoleSection } from "../../../../../_components/console-page";
import { DeleteButton, EditButton, FormActions, FormDialog, useSaved } from "@/components/console/form-kit";

export type ThemeItem = ThemeFormInput & { id: number; createdAt: string };
type Suggestion = { id: number; description: string; createdAt: string; member: string; read: boolean };

export function ThemeManager({ stationId, items }: { stationId: number; items: ThemeItem[] }) {
  const [editing, setEditing] = useState<ThemeFormInput | null>(null);
  return (
    <ConsoleSection
      title={`${items.length} ${items.length === 1 ? "tema" : "temas"}`}
      actions={
        <Button onClick={() => setEditing({ id: null, kind: "", title: "", description: "", stakeholders: [], highlights: [], actions: [], processes: [] })}>
          <PlusIcon className="size-5" aria-hidden />
          Novo tema
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={LandmarkIcon} text="Nenhum tema político cadastrado. Os temas aparecem para os membros na área político-sindical." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((t) => (
            <li key={t.id} className="flex flex-wrap items-start gap-4 py-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-bold text-ink">{t.title}</p>
                  <Badge variant="neutral">{t.kind}</Badge>
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{t.description}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  {(t.highlights ?? []).length} itens em destaque · {(t.actions ?? []).length} ações · {(t.processes ?? []).length} processos
                </p>
              </div>
              <div className="flex gap-1">
                <EditButton label={`Editar o tema ${t.title}`} onClick={() => setEditing(t)} />
                <DeleteButton stationId={stationId} id={t.id} what={`o tema “${t.title}”`} action={deleteThemeAction} done="Tema excluído." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <ThemeForm key={editing.id ?? "new"} stationId={stationId} initial={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function ThemeForm({ stationId, initial, onClose }: { stationId: number; initial: ThemeFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: themeFormSchema,
    action: (values) => saveThemeAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Tema salvo." : "Tema criado.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const highlights = useFieldArray({ control, name: "highlights" });
  const actions = useFieldArray({ control, name: "actions" });
  const processes = useFieldArray({ control, name: "processes" });
  const remove = (label: string, onClick: () => void) => (
    <Button type="button" variant="ghost" size="sm" className="text-red-700 sm:mt-7" onClick={onClick} aria-label={label}>
      <Trash2Icon className="size-4" aria-hidden />
    </Button>
  );
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar tema" : "Novo tema"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
          <TextField label="Tipo do tema" placeholder="Projeto de lei" {...register("kind")} error={errors.kind?.message} />
          <TextField label="Título" {...register("title")} error={errors.title?.message} />
        </div>
        <TextareaField label="Descrição" rows={4} {...register("description")} error={errors.description?.message} />
        <Controller
          control={control}
          name="stakeholders"
          render={({ field }) => (
            <Field label="Interessados" hint="Um por linha.">
              <Textarea
                rows={3}
                defaultValue={(field.value ?? []).join("\n")}
                onChange={(e) =>
                  field.onChange(
                    e.target.value
                      .split("\n")
                      .map((s) => s.trim())
                      .filter(Boolean),
                  )
                }
              />
            </Field>
          )}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="font-bold text-ink">Itens em destaque</legend>
          {highlights.fields.map((f, i) => (
            <div key={f.id} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
              <TextField label="Item" {...register(`highlights.${i}.description` as const)} error={errors.highlights?.[i]?.description?.message} />
              <TextField label="Posicionamento" placeholder="Favorável" {...register(`highlights.${i}.position` as const)} error={errors.highlights?.[i]?.position?.message} />
              {remove(`Remover o item ${i + 1}`, () => highlights.remove(i))}
            </div>
          ))}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => highlights.append({ description: "", position: "" })}>
              <PlusIcon className="size-4" aria-hidden /> Adicionar item
            </Button>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="font-bold text-ink">Ações da entidade</legend>
          {actions.fields.map((f, i) => (
            <div key={f.id} className="grid gap-3 sm:grid-cols-[11rem_1fr_auto] sm:items-start">
              <TextField label="Data" type="date" {...register(`actions.${i}.date` as const)} error={errors.actions?.[i]?.date?.message} />
              <TextField label="Ação" {...register(`actions.${i}.description` as const)} error={errors.actions?.[i]?.description?.message} />
              {remove(`Remover a ação ${i + 1}`, () => actions.remove(i))}
            </div>
          ))}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => actions.append({ date: "", description: "" })}>
              <PlusIcon className="size-4" aria-hidden /> Adicionar ação
            </Button>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="font-bold text-ink">Processos ligados</legend>
          {processes.fields.map((f, i) => (
            <div key={f.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <TextField label="Processo" {...register(`processes.${i}.identification` as const)} error={errors.processes?.[i]?.identification?.message} />
              <TextField label="Tribunal ou órgão" {...register(`processes.${i}.court` as const)} error={errors.processes?.[i]?.court?.message} />
              {remove(`Remover o processo ${i + 1}`, () => processes.remove(i))}
            </div>
          ))}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => processes.append({ identification: "", court: "" })}>
              <PlusIcon className="size-4" aria-hidden /> Adicionar processo
            </Button>
          </div>
        </fieldset>
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

export function SuggestionList({ stationId, items }: { stationId: number; items: Suggestion[] }) {
  const saved = useSaved();
  const [pending, setPending] = useState<number | null>(null);
  const unread = items.filter((s) => !s.read).length;
  async function mark(s: Suggestion) {
    setPending(s.id);
    const result = await markSuggestionReadAction({ stationId, id: s.id, read: !s.read });
    setPending(null);
    if (result.ok) saved(s.read ? "Sugestão marcada como nova." : "Sugestão marcada como lida.");
    else toast(result.message, "error");
  }
  return (
    <ConsoleSection title="Sugestões dos membros" description={`Temas que os membros sugeriram em “Sugerir tema”, os mais novos primeiro.${unread ? ` ${unread} ${unread === 1 ? "nova" : "novas"}.` : ""}`}>
      {items.length === 0 ? (
        <EmptyState icon={LightbulbIcon} text="Nenhuma sugestão de tema recebida." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className={s.read ? "text-sm text-ink-muted" : "text-sm font-bold text-ink"}>{s.description}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  {!s.read && <Badge variant="warning">Nova</Badge>}
                  {s.member} · {formatDate(s.createdAt)}
                </p>
              </div>
              <Button type="button" variant="ghost" size="sm" disabled={pending === s.id} onClick={() => mark(s)}>
                {s.read ? "Marcar como nova" : "Marcar como lida"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}

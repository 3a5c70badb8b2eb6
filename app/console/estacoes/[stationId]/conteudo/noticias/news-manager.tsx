"use client";
// The news list with its form dialog (create and edit) and delete.
import { useState } from "react";
import { Controller } from "react-hook-form";
import { NewspaperIcon, PlusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDateTime } from "@/lib/format";
import { saoPauloParts } from "@/lib/format/local-time";
import { deleteNewsAction, saveNewsAction } from "@/lib/news/console/actions";
import type { ConsoleNewsItem } from "@/lib/news/console/queries";
import { newsFormSchema, type NewsFormInput } from "@/lib/news/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";
import { DeleteButton, EditButton, FormActions, FormDialog, HtmlField, StationImageField, useSaved } from "@/components/console/form-kit";
import { StationImage } from "@/components/ui/station-image";

type Tag = { tagId: number; label: string };

function emptyNews(): NewsFormInput {
  const now = saoPauloParts(new Date());
  return { id: null, title: "", subtitle: "", image: null, bodyHtml: "", tagId: null, publishedDate: now.date, publishedTime: now.time };
}

export function NewsManager({ stationId, items, tags }: { stationId: number; items: ConsoleNewsItem[]; tags: Tag[] }) {
  const [editing, setEditing] = useState<NewsFormInput | null>(null);
  const tagLabel = (tagId: number | null) => (tagId == null ? "Notícias da estação" : (tags.find((t) => t.tagId === tagId)?.label ?? `Etiqueta ${tagId}`));
  return (
    <ConsoleSection
      title={`${items.length} ${items.length === 1 ? "notícia" : "notícias"}`}
      actions={
        <Button onClick={() => setEditing(emptyNews())}>
          <PlusIcon className="size-5" aria-hidden />
          Nova notícia
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={NewspaperIcon} text="Nenhuma notícia publicada ainda. Crie a primeira para que ela apareça aos membros." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => {
            const scheduled = item.scheduled;
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-4 py-4">
                {item.image ? (
                  <StationImage src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-2xl object-cover" />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
                    <NewspaperIcon className="size-6" aria-hidden />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-ink">{item.title}</p>
                  {item.subtitle && <p className="truncate text-sm text-ink-muted">{item.subtitle}</p>}
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                    <Badge variant={scheduled ? "warning" : "success"}>{scheduled ? "Agendada" : "Publicada"}</Badge>
                    <Badge variant="neutral">{tagLabel(item.tagId)}</Badge>
                    <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
                  </div>
                </div>
                <div className="flex gap-1">
                  <EditButton label={`Editar a notícia ${item.title}`} onClick={() => setEditing({ ...item })} />
                  <DeleteButton stationId={stationId} id={item.id} what={`a notícia “${item.title}”`} action={deleteNewsAction} done="Notícia excluída." />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <NewsForm key={editing.id ?? "new"} stationId={stationId} initial={editing} tags={tags} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function NewsForm({ stationId, initial, tags, onClose }: { stationId: number; initial: NewsFormInput; tags: Tag[]; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: newsFormSchema,
    action: (values) => saveNewsAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Notícia salva." : "Notícia criada.");
      onClose();
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar notícia" : "Nova notícia"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Título" {...register("title")} error={errors.title?.message} />
        <TextField label="Resumo" hint="Uma linha sob o título, na lista de notícias." {...register("subtitle")} error={errors.subtitle?.message} />
        <Controller
          control={control}
          name="image"
          render={({ field }) => <StationImageField stationId={stationId} label="Imagem" value={field.value ?? null} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field, fieldState }) => <HtmlField label="Texto" value={field.value ?? ""} onChange={field.onChange} error={fieldState.error?.message} rows={10} />}
        />
        <SelectField
          label="Onde aparece"
          {...register("tagId", { setValueAs: (v) => (v === "" || v == null ? null : Number(v)) })}
          error={errors.tagId?.message}
          hint={tags.length === 0 ? "Para publicar nas áreas de serviço, defina a etiqueta de notícias da área em Áreas de serviço." : undefined}
        >
          <option value="">Notícias da estação</option>
          {tags.map((t) => (
            <option key={t.tagId} value={t.tagId}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Data de publicação" type="date" {...register("publishedDate")} error={errors.publishedDate?.message} />
          <TextField label="Hora" type="time" {...register("publishedTime")} error={errors.publishedTime?.message} />
        </div>
        <FormActions pending={pending} ready={ready} onCancel={onClose} label={initial.id ? "Salvar" : "Publicar"} />
      </form>
    </FormDialog>
  );
}

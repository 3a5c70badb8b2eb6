"use client";
// The calendar's events with their form dialog (create and edit) and delete.
import { useState } from "react";
import { Controller } from "react-hook-form";
import { CalendarDaysIcon, PlusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate } from "@/lib/format";
import { deleteScheduleAction, saveScheduleAction } from "@/lib/library/console/actions";
import { saoPauloParts } from "@/lib/format/local-time";
import type { ConsoleSchedule } from "@/lib/library/console/queries";
import { scheduleFormSchema, type ScheduleFormInput } from "@/lib/library/console/schemas";
import { SERVICE_AREA_KEYS } from "@/lib/services/kinds";
import { SERVICE_MODULES } from "@/lib/services/modules";
import { ConsoleSection } from "../../../../_components/console-page";
import { CheckField, DeleteButton, EditButton, FormActions, FormDialog, StationImageField, useSaved } from "@/components/console/form-kit";

function emptySchedule(): ScheduleFormInput {
  return { id: null, name: "", description: "", image: null, date: saoPauloParts(new Date()).date, allDay: false, startTime: "19:00", endTime: "21:00", service: null };
}

export function ScheduleManager({ stationId, items }: { stationId: number; items: ConsoleSchedule[] }) {
  const [editing, setEditing] = useState<ScheduleFormInput | null>(null);
  return (
    <ConsoleSection
      title={`${items.length} ${items.length === 1 ? "evento" : "eventos"}`}
      actions={
        <Button onClick={() => setEditing(emptySchedule())}>
          <PlusIcon className="size-5" aria-hidden />
          Novo evento
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={CalendarDaysIcon} text="Nenhum evento na agenda. Crie um evento para que ele apareça no calendário dos membros." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-4 py-4">
              <span className="flex w-16 shrink-0 flex-col items-center rounded-2xl bg-slate-100 py-2 text-slate-700">
                <span className="text-xl font-bold">{item.date.slice(8, 10)}</span>
                <span className="text-xs font-bold uppercase">{new Date(`${item.date}T12:00:00Z`).toLocaleDateString("pt-BR", { month: "short", timeZone: "UTC" }).replace(".", "")}</span>
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">{item.name}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                  <span>
                    {formatDate(`${item.date}T12:00:00-03:00`)} · {item.allDay ? "Dia inteiro" : `${item.startTime} às ${item.endTime}`}
                  </span>
                  {item.past && <Badge variant="neutral">Encerrado</Badge>}
                  {item.service && <Badge variant="soft">{SERVICE_MODULES[item.service].title}</Badge>}
                </div>
              </div>
              <div className="flex gap-1">
                <EditButton label={`Editar o evento ${item.name}`} onClick={() => setEditing({ ...item })} />
                <DeleteButton stationId={stationId} id={item.id} what={`o evento “${item.name}”`} action={deleteScheduleAction} done="Evento excluído." />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <ScheduleForm key={editing.id ?? "new"} stationId={stationId} initial={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function ScheduleForm({ stationId, initial, onClose }: { stationId: number; initial: ScheduleFormInput; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: scheduleFormSchema,
    action: (values) => saveScheduleAction({ ...values, stationId }),
    defaultValues: initial,
    onSuccess: () => {
      saved(initial.id ? "Evento salvo." : "Evento criado.");
      onClose();
    },
  });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const allDay = watch("allDay");
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title={initial.id ? "Editar evento" : "Novo evento"} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Título" {...register("name")} error={errors.name?.message} />
        <TextareaField label="Descrição" rows={4} {...register("description")} error={errors.description?.message} />
        <Controller
          control={control}
          name="image"
          render={({ field }) => <StationImageField stationId={stationId} label="Imagem" value={field.value ?? null} onChange={field.onChange} />}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Data" type="date" {...register("date")} error={errors.date?.message} />
          {!allDay && <TextField label="Início" type="time" {...register("startTime")} error={errors.startTime?.message} />}
          {!allDay && <TextField label="Término" type="time" {...register("endTime")} error={errors.endTime?.message} />}
        </div>
        <Controller control={control} name="allDay" render={({ field }) => <CheckField label="Dia inteiro" checked={field.value ?? false} onChange={field.onChange} />} />
        <SelectField label="Área de serviço" hint="O evento aparece também na página de eventos da área." {...register("service", { setValueAs: (v) => (v === "" || v == null ? null : v) })}>
          <option value="">Nenhuma (só o calendário da estação)</option>
          {SERVICE_AREA_KEYS.map((key) => (
            <option key={key} value={key}>
              {SERVICE_MODULES[key].title}
            </option>
          ))}
        </SelectField>
        <FormActions pending={pending} ready={ready} onCancel={onClose} label={initial.id ? "Salvar" : "Criar evento"} />
      </form>
    </FormDialog>
  );
}

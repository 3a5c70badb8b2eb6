"use client";
// The areas' appointment requests: who asked, for what, and the unit's answer (status and date).
import { useState } from "react";
import { CalendarClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { formatWithMask } from "@/components/ui/masked-input";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate } from "@/lib/format";
import { saveAppointmentAction } from "@/lib/services/console/actions";
import type { ConsoleAppointment } from "@/lib/services/console/queries";
import { APPOINTMENT_STATUS_OPTIONS, appointmentFormSchema } from "@/lib/services/console/schemas";
import { SERVICE_MODULES, WEEKDAY_NAMES } from "@/lib/services/modules";
import { APPOINTMENT_STATUS_BADGE, APPOINTMENT_STATUS_LABELS } from "@/lib/services/texts";
import { ConsoleSection } from "../../../../../_components/console-page";
import { FormActions, FormDialog, useSaved } from "@/components/console/form-kit";

export function AppointmentList({ stationId, items }: { stationId: number; items: ConsoleAppointment[] }) {
  const [editing, setEditing] = useState<ConsoleAppointment | null>(null);
  const waiting = items.filter((a) => a.status === "requested").length;
  return (
    <ConsoleSection title={`${items.length} ${items.length === 1 ? "pedido" : "pedidos"}`} description={waiting ? `${waiting} aguardando confirmação` : undefined}>
      {items.length === 0 ? (
        <EmptyState icon={CalendarClockIcon} text="Nenhum pedido de agendamento. Os pedidos que os membros fizerem nas áreas aparecem aqui." />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start gap-4 py-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-bold text-ink">{a.member}</p>
                  <Badge variant={APPOINTMENT_STATUS_BADGE[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Badge>
                  <Badge variant="neutral">{SERVICE_MODULES[a.area].title}</Badge>
                </div>
                <p className="mt-1 text-sm text-ink">{a.description}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  Pedido em {formatDate(a.createdAt)} · prefere {WEEKDAY_NAMES[a.preferredWeekday]?.toLowerCase()}
                  {a.cpf && ` · CPF ${formatWithMask(a.cpf, "cpf")}`}
                  {a.phone && ` · ${formatWithMask(a.phone, "phone")}`}
                  {a.date && ` · marcado para ${formatDate(`${a.date}T12:00:00-03:00`)} às ${a.time}`}
                </p>
                {a.reply && <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-muted">Resposta: {a.reply}</p>}
              </div>
              <Button variant="outline" size="sm" onClick={() => setEditing(a)}>
                Responder
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && <AppointmentForm key={editing.id} stationId={stationId} item={editing} onClose={() => setEditing(null)} />}
    </ConsoleSection>
  );
}

function AppointmentForm({ stationId, item, onClose }: { stationId: number; item: ConsoleAppointment; onClose: () => void }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: appointmentFormSchema,
    action: (values) => saveAppointmentAction({ ...values, stationId }),
    defaultValues: { id: item.id, status: item.status, date: item.date, time: item.time, reply: item.reply },
    onSuccess: () => {
      saved("Agendamento atualizado.");
      onClose();
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} title="Responder agendamento" description={`${item.member}: ${item.description}`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField label="Situação" {...register("status")} error={errors.status?.message}>
          {APPOINTMENT_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {APPOINTMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Data do atendimento" type="date" {...register("date")} error={errors.date?.message} />
          <TextField label="Hora" type="time" {...register("time")} error={errors.time?.message} />
        </div>
        <TextareaField
          label="Mensagem ao membro"
          hint="Opcional. Aparece no agendamento do membro e vai no e-mail com a resposta; o e-mail só sai quando algo muda."
          rows={3}
          maxLength={1000}
          {...register("reply")}
          error={errors.reply?.message}
        />
        <FormActions pending={pending} ready={ready} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}

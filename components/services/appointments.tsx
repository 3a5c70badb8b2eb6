"use client";
// The member's appointments in one area, and "Solicitar agendamento": preferred weekday among the
// days the area takes, a description and, for the dental service, a mobile to call back. On
// success: "Sucesso" / "Solicitação enviada com sucesso.", the dialog closes and the list reloads.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { CalendarClockIcon, CalendarPlusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedFormField, SelectField, TextareaField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { requestAppointmentAction } from "@/lib/services/actions";
import type { AppointmentArea } from "@/lib/services/kinds";
import { WEEKDAY_NAMES } from "@/lib/services/modules";
import { appointmentRequestSchema, DESCRIPTION_MAX } from "@/lib/services/schemas";
import {
  APPOINTMENT_STATUS_BADGE,
  APPOINTMENT_STATUS_LABELS,
  ERROR_TITLE,
  MSG_NO_APPOINTMENTS,
  REQUEST_APPOINTMENT,
  SUCCESS_TEXT,
  SUCCESS_TITLE,
} from "@/lib/services/texts";
import type { AppointmentCard } from "@/lib/services/views";

export function AppointmentList({ appointments }: { appointments: AppointmentCard[] }) {
  if (appointments.length === 0) return <EmptyState text={MSG_NO_APPOINTMENTS} icon={CalendarClockIcon} />;
  return (
    <ul className="grid gap-3" aria-label="Seus agendamentos">
      {appointments.map((a) => (
        <li key={a.id}>
          <Card className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-bold break-words text-ink">{a.description}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {a.scheduledAt ? `Data: ${a.scheduledAt}` : `Dia de preferência: ${a.preferredWeekday}`}
              </p>
              <p className="text-xs text-ink-muted">Solicitado em {a.requestedOn}</p>
              {a.reply && (
                <p className="mt-2 rounded-xl bg-brand-soft px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
                  <span className="font-semibold">Mensagem da equipe: </span>
                  {a.reply}
                </p>
              )}
            </div>
            <Badge variant={APPOINTMENT_STATUS_BADGE[a.status]} className="self-start">
              {APPOINTMENT_STATUS_LABELS[a.status]}
            </Badge>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RequestAppointment({ area, weekdays }: { area: AppointmentArea; weekdays: number[] }) {
  const [open, setOpen] = useState(false);
  if (weekdays.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlusIcon className="size-5" aria-hidden />
          {REQUEST_APPOINTMENT}
        </Button>
      </DialogTrigger>
      <DialogContent showClose className="max-w-lg">
        <DialogTitle className="pr-8 text-xl font-bold">{REQUEST_APPOINTMENT}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-muted">
          Escolha o dia de sua preferência e conte o que você precisa. A equipe confirma a data e o horário.
        </DialogDescription>
        <RequestForm area={area} weekdays={weekdays} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ area, weekdays, onDone }: { area: AppointmentArea; weekdays: number[]; onDone: () => void }) {
  const router = useRouter();
  // Legal offers an empty first option; the others start on their first day.
  const firstDay = area === "legal" ? "" : String(weekdays[0]);
  const { form, submit, pending, ready } = useActionForm({
    schema: appointmentRequestSchema,
    action: requestAppointmentAction,
    defaultValues: { area, weekday: firstDay, description: "", phone: "" },
    onSuccess: () => {
      toast(SUCCESS_TITLE, "success", SUCCESS_TEXT);
      onDone();
      router.refresh();
    },
    // Legal titles its failure toast "Erro"; accounting and dental show the message alone.
    onFailure: (result) => {
      if (area === "legal") toast(ERROR_TITLE, "error", result.message);
      else toast(result.message, "error");
      return true;
    },
  });
  const { register, formState, watch, control } = form;
  const description = (watch("description") as string | undefined) ?? "";
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
      <SelectField label="Dia da semana de preferência" {...register("weekday")} error={formState.errors.weekday?.message}>
        {area === "legal" && <option value="">Selecione</option>}
        {weekdays.map((d) => (
          <option key={d} value={String(d)}>
            {WEEKDAY_NAMES[d]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Descrição"
        rows={5}
        {...register("description")}
        error={formState.errors.description?.message}
        counter={{ length: description.length, max: DESCRIPTION_MAX }}
      />
      {area === "dental" && <MaskedFormField control={control} name="phone" label="Telefone para contato" mask="mobile" placeholder="(99) 9.9999-9999" autoComplete="tel" />}
      <Button type="submit" disabled={pending || !ready}>
        {pending ? "Enviando..." : "Enviar solicitação"}
      </Button>
    </form>
  );
}

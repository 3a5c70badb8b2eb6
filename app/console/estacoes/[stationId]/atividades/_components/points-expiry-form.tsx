"use client";
// "Validade dos pontos": the station's rule for the points its credits give from now on — never,
// or N months after each credit. An activity may set its own (the activity form). The same zod
// schema as the action; pt-BR errors beside the field.
import { useRouter } from "next/navigation";
import { Controller, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveStationExpiryAction } from "@/lib/wallet/console/actions";
import { CheckboxField } from "@/components/ui/checkbox";
import { EXPIRY_MONTHS_MAX, REMINDERS_LABEL, STATION_EXPIRY_LABELS, stationExpirySchema, type StationExpiryInput } from "@/lib/wallet/expiry-schema";
import { SaveBar } from "../../marca/_components/station-data-form";

export function PointsExpiryForm({ initial }: { initial: StationExpiryInput }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: stationExpirySchema,
    action: saveStationExpiryAction,
    defaultValues: initial,
    labels: { mode: "Validade dos pontos", months: "Meses até vencer", reminders: REMINDERS_LABEL },
    onSuccess: (data, f) => {
      toast(data.changed ? "Validade dos pontos salva." : "Nada mudou desde o último salvamento.");
      f.reset(f.getValues());
      router.refresh();
    },
  });
  const { register, control, formState } = form;
  const mode = useWatch({ control, name: "mode" });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} aria-label="Validade dos pontos" className="sm:grid-cols-2">
            <RadioGroupItem value="never" label={STATION_EXPIRY_LABELS.never} />
            <RadioGroupItem value="months" label={STATION_EXPIRY_LABELS.months} />
          </RadioGroup>
        )}
      />
      {mode === "months" && (
        <TextField
          className="max-w-xs"
          label="Meses até vencer"
          inputMode="numeric"
          {...register("months")}
          error={formState.errors.months?.message}
          hint={`De 1 a ${EXPIRY_MONTHS_MAX} meses, contados do dia de cada crédito.`}
        />
      )}
      {mode === "months" && (
        <Controller
          control={control}
          name="reminders"
          render={({ field }) => <CheckboxField label={REMINDERS_LABEL} checked={field.value === true} onCheckedChange={(c) => field.onChange(c === true)} className="text-sm font-semibold text-ink" />}
        />
      )}
      <SaveBar dirty={formState.isDirty} pending={pending} ready={ready} label="Salvar validade" />
    </form>
  );
}

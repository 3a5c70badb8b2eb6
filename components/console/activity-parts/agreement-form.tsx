"use client";
// The agreement (termo de adesão) of a type-15 activity: the text beside the checkbox the member
// ticks and the button's label, with a preview of how the member sees them.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveAgreementAction } from "@/lib/activities/console/parts/actions";
import { agreementSchema } from "@/lib/activities/console/parts/schemas";

export function AgreementForm({ stationId, activityId, agreement }: { stationId: number; activityId: number; agreement: { button: string; checkbox: string } | null }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: agreementSchema,
    action: saveAgreementAction,
    defaultValues: { stationId, activityId, button: agreement?.button ?? "Concordo", checkbox: agreement?.checkbox ?? "" },
    labels: { button: "Texto do botão", checkbox: "Texto do termo" },
    onSuccess: () => {
      toast("Termo de adesão salvo.");
      router.refresh();
    },
  });
  const { errors } = form.formState;
  const checkbox = form.watch("checkbox");
  const button = form.watch("button");
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextareaField
          label="Texto do termo"
          hint="Fica ao lado da caixa que o membro marca para aceitar. Aceita HTML simples."
          rows={6}
          error={errors.checkbox?.message}
          counter={{ length: checkbox?.length ?? 0, max: 5000 }}
          {...form.register("checkbox")}
        />
        <TextField label="Texto do botão" hint="Ex.: Concordo, Aceito, Quero participar." error={errors.button?.message} {...form.register("button")} />
        <div>
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Salvando..." : "Salvar termo"}
          </Button>
        </div>
      </form>
      <aside aria-label="Como o membro vê" className="rounded-3xl bg-slate-50 p-5">
        <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">Como o membro vê</p>
        <div className="mt-3 flex items-start gap-3 text-sm text-ink">
          <span className="mt-0.5 size-5 shrink-0 rounded-md border-2 border-slate-400 bg-white" aria-hidden />
          <span className="break-words whitespace-pre-line">{checkbox?.replace(/<[^>]*>/g, "") || "O texto do termo aparece aqui."}</span>
        </div>
        <span className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-full bg-brand px-6 font-bold text-brand-fg">{button || "Concordo"}</span>
      </aside>
    </div>
  );
}

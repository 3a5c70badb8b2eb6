"use client";
// The reply form of a support message, and "Encerrar" (after a confirmation: a closed message
// takes no more replies).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SendIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { closeSupportMessageAction, replySupportMessageAction } from "@/lib/support/console/actions";
import { REPLY_MAX, replySupportSchema, SUPPORT_CONSOLE_TEXTS } from "@/lib/support/console/schemas";

export function SupportReply({ stationId, messageId }: { stationId: number; messageId: number }) {
  const router = useRouter();
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { form, submit, pending, ready } = useActionForm({
    schema: replySupportSchema,
    action: (values) => replySupportMessageAction({ stationId, ...values }),
    defaultValues: { messageId, reply: "" },
    onSuccess: () => {
      toast(SUPPORT_CONSOLE_TEXTS.replied);
      form.reset({ messageId, reply: "" });
      router.refresh();
    },
  });

  const close = async () => {
    setBusy(true);
    const result = await closeSupportMessageAction({ stationId, messageId });
    setBusy(false);
    setClosing(false);
    if (!result.ok) return toast(result.message, "error");
    toast(SUPPORT_CONSOLE_TEXTS.closedNow);
    router.refresh();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextareaField
        label="Sua resposta"
        rows={6}
        maxLength={REPLY_MAX}
        counter={{ length: (form.watch("reply") ?? "").length, max: REPLY_MAX }}
        {...form.register("reply")}
        error={form.formState.errors.reply?.message}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setClosing(true)} disabled={!ready || pending || busy}>
          Encerrar
        </Button>
        <Button type="submit" disabled={!ready || pending}>
          <SendIcon className="size-4" aria-hidden />
          {pending ? "Enviando..." : "Enviar resposta"}
        </Button>
      </div>

      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Encerrar esta mensagem?"
        description="Ela sai da lista de novas e respondidas e não recebe mais respostas. Quem escreveu não é avisado."
        confirmLabel="Encerrar"
        busyLabel="Encerrando..."
        busy={busy}
        onConfirm={close}
      />
    </form>
  );
}

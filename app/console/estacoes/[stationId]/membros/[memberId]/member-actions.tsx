"use client";
// The owner's decisions on one member: adjust points (credit or debit, with the reason the member
// reads in their statement), suspend or reactivate (with a reason kept in the audit log), and
// erase the person's data under the LGPD after a confirmation that says what stays and what goes.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { adjustPointsAction, deleteMemberAction, reactivateMemberAction, suspendMemberAction } from "@/lib/accounts/console/actions";
import { adjustPointsSchema, MEMBER_REASON_MAX, MEMBER_TEXTS, reactivateMemberSchema, suspendMemberSchema, type MemberStatus } from "@/lib/accounts/console/schemas";

interface Props {
  stationId: number;
  memberId: number;
  name: string;
  status: MemberStatus;
}

type Open = "adjust" | "suspend" | "reactivate" | "delete" | null;

/** "15" or "15,50" points typed by the owner, in hundredths; NaN when it is not a quantity. */
function hundredths(text: unknown): number {
  const m = /^\s*(\d{1,7})(?:[,.](\d{1,2}))?\s*$/.exec(String(text ?? ""));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : NaN;
}

export function MemberActions({ stationId, memberId, name, status }: Props) {
  const [open, setOpen] = useState<Open>(null);
  if (status === "excluido") return null;
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen("adjust")}>Ajustar pontos</Button>
      {status === "suspenso" ? (
        <Button variant="outline" onClick={() => setOpen("reactivate")}>
          Reativar
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setOpen("suspend")}>
          Suspender
        </Button>
      )}
      <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setOpen("delete")}>
        Apagar dados (LGPD)
      </Button>
      {open === "adjust" && <AdjustDialog stationId={stationId} memberId={memberId} name={name} onClose={close} />}
      {(open === "suspend" || open === "reactivate") && <ReasonDialog kind={open} stationId={stationId} memberId={memberId} name={name} onClose={close} />}
      <DeleteDialog open={open === "delete"} stationId={stationId} memberId={memberId} name={name} onClose={close} />
    </div>
  );
}

function AdjustDialog({ stationId, memberId, name, onClose }: { stationId: number; memberId: number; name: string; onClose: () => void }) {
  const router = useRouter();
  // One key per opened form: a submit retried after a lost answer finds the entry already written.
  const [key] = useState(() => crypto.randomUUID());
  const { form, submit, pending, ready } = useActionForm({
    schema: adjustPointsSchema,
    action: (values) => adjustPointsAction({ stationId, ...values }),
    defaultValues: { memberId, direction: "credit", reason: "", key },
    onSuccess: () => {
      toast(MEMBER_TEXTS.adjusted);
      onClose();
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent showClose>
        <DialogTitle>Ajustar pontos</DialogTitle>
        <DialogDescription>Lança um crédito ou débito no extrato de {name}. O motivo aparece para o membro no extrato.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <SelectField label="Tipo de ajuste" {...form.register("direction")} error={errors.direction?.message}>
            <option value="credit">Crédito (somar pontos)</option>
            <option value="debit">Débito (tirar pontos)</option>
          </SelectField>
          <TextField label="Pontos" inputMode="decimal" placeholder="0,00" {...form.register("points", { setValueAs: hundredths })} error={errors.points?.message} />
          <TextareaField
            label="Motivo"
            rows={3}
            maxLength={MEMBER_REASON_MAX}
            counter={{ length: (form.watch("reason") ?? "").length, max: MEMBER_REASON_MAX }}
            {...form.register("reason")}
            error={errors.reason?.message}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? "Lançando..." : "Lançar ajuste"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const REASON_TEXTS = {
  suspend: {
    title: "Suspender membro",
    description: (name: string) =>
      `${name} não poderá mais usar a estação: no próximo clique verá o aviso "O seu acesso está suspenso" e só poderá falar com o suporte. Você pode reativar depois.`,
    label: "Motivo da suspensão",
    submit: "Suspender",
    busy: "Suspendendo...",
    done: MEMBER_TEXTS.suspended,
  },
  reactivate: {
    title: "Reativar membro",
    description: (name: string) => `${name} volta a entrar e participar normalmente.`,
    label: "Motivo da reativação",
    submit: "Reativar",
    busy: "Reativando...",
    done: MEMBER_TEXTS.reactivated,
  },
} as const;

function ReasonDialog({ kind, stationId, memberId, name, onClose }: { kind: "suspend" | "reactivate"; stationId: number; memberId: number; name: string; onClose: () => void }) {
  const router = useRouter();
  const texts = REASON_TEXTS[kind];
  const { form, submit, pending, ready } = useActionForm({
    schema: kind === "suspend" ? suspendMemberSchema : reactivateMemberSchema,
    action: (values) => (kind === "suspend" ? suspendMemberAction : reactivateMemberAction)({ stationId, ...values }),
    defaultValues: { memberId, reason: "" },
    onSuccess: () => {
      toast(texts.done);
      onClose();
      router.refresh();
    },
  });
  return (
    <Dialog open onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent showClose>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description(name)}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <TextareaField
            label={texts.label}
            rows={3}
            maxLength={MEMBER_REASON_MAX}
            counter={{ length: (form.watch("reason") ?? "").length, max: MEMBER_REASON_MAX }}
            {...form.register("reason")}
            error={form.formState.errors.reason?.message}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? texts.busy : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ open, stationId, memberId, name, onClose }: { open: boolean; stationId: number; memberId: number; name: string; onClose: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await deleteMemberAction({ stationId, memberId });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    onClose();
    toast(MEMBER_TEXTS.deleted);
    router.refresh();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Apagar os dados de ${name}?`}
      description={
        <>
          Nome, e-mail, CPF, telefone, data de nascimento, cidade, foto e senha serão apagados para sempre, e a conta não poderá mais entrar. O extrato de pontos, os pedidos e
          os recibos continuam na estação, sem identificar a pessoa. Não é possível desfazer. O mesmo CPF poderá se cadastrar de novo como um membro novo, sem os pontos de
          antes.
        </>
      }
      confirmLabel="Apagar dados"
      busyLabel="Apagando..."
      busy={busy}
      onConfirm={confirm}
    />
  );
}

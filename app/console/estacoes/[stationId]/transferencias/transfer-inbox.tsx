"use client";
// The transfer requests as a table: who asked, how much, when, and the request number the member
// sees in their e-mails. A pending one is approved after a confirmation, or refused with a reason
// written in a dialog; a decided one shows the decision and, when refused, why.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BanknoteIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextareaField } from "@/components/ui/form-fields";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatBRL, formatCpf, formatDateTime } from "@/lib/format";
import { TRANSFER_STATUS_LABELS } from "@/lib/wallet/messages";
import { approveTransferAction, rejectTransferAction } from "@/lib/wallet/console/actions";
import type { ConsoleTransfer } from "@/lib/wallet/console/queries";
import { REJECTION_REASON_MAX, rejectTransferSchema, TRANSFER_CONSOLE_TEXTS } from "@/lib/wallet/console/schemas";

const STATUS_BADGE = { pending: "warning", confirmed: "success", rejected: "danger" } as const;

const badge = (r: ConsoleTransfer) => <Badge variant={STATUS_BADGE[r.status]}>{r.status === "confirmed" ? "Aprovado" : TRANSFER_STATUS_LABELS[r.status]}</Badge>;

function Member({ member }: { member: ConsoleTransfer["member"] }) {
  return (
    <div className="min-w-40">
      <p className="font-bold">{member.name ?? "Sem nome"}</p>
      <p className="text-xs text-ink-muted">
        {member.email}
        {member.cpf && <span className="whitespace-nowrap">{`${member.email ? " · " : ""}${formatCpf(member.cpf)}`}</span>}
      </p>
    </div>
  );
}

export function TransferInbox({ stationId, kind, requests }: { stationId: number; kind: "pending" | "decided"; requests: ConsoleTransfer[] }) {
  const router = useRouter();
  const [approving, setApproving] = useState<ConsoleTransfer | null>(null);
  const [refusing, setRefusing] = useState<ConsoleTransfer | null>(null);
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    if (!approving) return;
    setBusy(true);
    const result = await approveTransferAction({ stationId, requestId: approving.id });
    setBusy(false);
    setApproving(null);
    if (!result.ok) return toast(result.message, "error");
    toast(TRANSFER_CONSOLE_TEXTS.approved);
    router.refresh();
  };

  if (requests.length === 0) {
    return <EmptyState icon={BanknoteIcon} text={kind === "pending" ? "Nenhum pedido de transferência esperando por você." : "Nenhum pedido decidido ainda."} />;
  }

  return (
    <>
      <Table>
        <caption className="sr-only">{kind === "pending" ? "Pedidos pendentes" : "Pedidos decididos"}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Pedido</TableHead>
            <TableHead>Membro</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Valor</TableHead>
            <TableHead className="hidden sm:table-cell">Pedido em</TableHead>
            {kind === "pending" ? (
              <TableHead className="hidden sm:table-cell">
                <span className="sr-only">Ações</span>
              </TableHead>
            ) : (
              <>
                <TableHead className="hidden sm:table-cell">Situação</TableHead>
                <TableHead className="hidden sm:table-cell">Decidido em</TableHead>
                <TableHead className="hidden sm:table-cell">Motivo</TableHead>
              </>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((r) => {
            const decide = (className: string) => (
              <div className={`flex gap-2 ${className}`}>
                <Button size="sm" onClick={() => setApproving(r)} aria-label={`Aprovar pedido #${r.id}`}>
                  Aprovar
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRefusing(r)} aria-label={`Recusar pedido #${r.id}`}>
                  Recusar
                </Button>
              </div>
            );
            return (
              <TableRow key={r.id}>
                <TableCell className="font-bold whitespace-nowrap">#{r.id}</TableCell>
                <TableCell>
                  <Member member={r.member} />
                  {/* On a phone the other columns are hidden: what they say, and the decision, sit under the member. */}
                  <div className="mt-2 flex flex-col gap-1 text-sm sm:hidden">
                    <p>
                      <strong className="text-ink">{formatBRL(r.amountCents)}</strong> <span className="text-ink-muted">· pedido em {formatDateTime(r.createdAt)}</span>
                    </p>
                    {kind === "decided" && (
                      <>
                        <p>
                          {badge(r)} <span className="text-ink-muted">{r.decidedAt ? `em ${formatDateTime(r.decidedAt)}` : ""}</span>
                        </p>
                        {r.reason && <p className="text-ink-muted">Motivo: {r.reason}</p>}
                      </>
                    )}
                  </div>
                  {kind === "pending" && decide("mt-3 sm:hidden")}
                </TableCell>
                <TableCell className="hidden text-right font-bold whitespace-nowrap sm:table-cell">{formatBRL(r.amountCents)}</TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">{formatDateTime(r.createdAt)}</TableCell>
                {kind === "pending" ? (
                  <TableCell className="hidden sm:table-cell">{decide("justify-end")}</TableCell>
                ) : (
                  <>
                    <TableCell className="hidden sm:table-cell">{badge(r)}</TableCell>
                    <TableCell className="hidden whitespace-nowrap sm:table-cell">{r.decidedAt ? formatDateTime(r.decidedAt) : "—"}</TableCell>
                    <TableCell className="hidden max-w-72 text-ink-muted sm:table-cell">{r.reason ?? "—"}</TableCell>
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={`Aprovar a transferência #${approving?.id}?`}
        description={
          approving &&
          `${formatBRL(approving.amountCents)} entram agora na carteira de ${approving.member.name ?? approving.member.email}, que recebe um e-mail. Aprove só se o dinheiro já está na conta da estação.`
        }
        confirmLabel="Aprovar"
        busyLabel="Aprovando..."
        busy={busy}
        onConfirm={approve}
      />

      {refusing && <RefuseDialog stationId={stationId} request={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}

function RefuseDialog({ stationId, request, onClose }: { stationId: number; request: ConsoleTransfer; onClose: () => void }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: rejectTransferSchema,
    action: (values) => rejectTransferAction({ stationId, ...values }),
    defaultValues: { requestId: request.id, reason: "" },
    onSuccess: () => {
      toast(TRANSFER_CONSOLE_TEXTS.rejected);
      onClose();
      router.refresh();
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent showClose>
        <DialogTitle>Recusar a transferência #{request.id}</DialogTitle>
        <DialogDescription>
          {formatBRL(request.amountCents)} de {request.member.name ?? request.member.email}. Nenhum crédito será lançado; o membro recebe o motivo por e-mail.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <TextareaField
            label="Motivo da recusa"
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            counter={{ length: (form.watch("reason") ?? "").length, max: REJECTION_REASON_MAX }}
            {...form.register("reason")}
            error={form.formState.errors.reason?.message}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? "Recusando..." : "Recusar pedido"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

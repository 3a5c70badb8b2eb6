"use client";
// The register as a table: member, kind, status, requested at and the legal deadline (red when an
// open request passed it). An open correction is answered in a dialog: the answer goes to the
// member by e-mail and closes the request. Deletions show whether the member has confirmed yet.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ShieldCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TextareaField } from "@/components/ui/form-fields";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate, formatDateTime } from "@/lib/format";
import { answerCorrectionAction } from "@/lib/privacy/console/actions";
import type { RegisterRow } from "@/lib/privacy/register";
import { ANSWER_MAX, answerCorrectionSchema, KIND_LABELS, PRIVACY_TEXTS, REMOVED_MEMBER_NAME, STATUS_LABELS } from "@/lib/privacy/texts";

export type RegisterItem = Omit<RegisterRow, "requestedAt" | "completedAt" | "deadline"> & { requestedAt: string; completedAt: string | null; deadline: string };

const STATUS_BADGE = { open: "warning", pending: "neutral", done: "success", cancelled: "neutral" } as const;

function Member({ member }: { member: RegisterItem["member"] }) {
  return (
    <div className="min-w-40">
      <p className="font-bold">{member.deleted ? REMOVED_MEMBER_NAME : (member.name ?? "Sem nome")}</p>
      <p className="text-xs text-ink-muted">{member.deleted ? `Conta #${member.id} excluída` : member.email}</p>
    </div>
  );
}

function Deadline({ item }: { item: RegisterItem }) {
  if (item.overdue) {
    return (
      <span className="font-bold text-red-700">
        {formatDate(item.deadline)} <Badge variant="danger">Prazo vencido</Badge>
      </span>
    );
  }
  return <span className="whitespace-nowrap">{formatDate(item.deadline)}</span>;
}

export function PrivacyRegister({ stationId, items }: { stationId: number; items: RegisterItem[] }) {
  const [answering, setAnswering] = useState<RegisterItem | null>(null);
  if (items.length === 0) return <EmptyState icon={ShieldCheckIcon} text="Nenhum pedido de membros sobre os próprios dados ainda." />;
  return (
    <>
      <Table>
        <caption className="sr-only">Pedidos dos membros sobre os próprios dados</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Membro</TableHead>
            <TableHead>Pedido</TableHead>
            <TableHead className="hidden sm:table-cell">Situação</TableHead>
            <TableHead className="hidden md:table-cell">Pedido em</TableHead>
            <TableHead className="hidden md:table-cell">Prazo legal</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((r) => {
            const status = <Badge variant={STATUS_BADGE[r.status]}>{STATUS_LABELS[r.kind][r.status] ?? r.status}</Badge>;
            return (
              <TableRow key={r.id} data-testid="privacy-request" className={r.overdue ? "bg-red-50" : undefined}>
                <TableCell>
                  <Member member={r.member} />
                </TableCell>
                <TableCell className="min-w-48">
                  <p className="font-bold">
                    {KIND_LABELS[r.kind]}
                    {r.format && <span className="font-normal text-ink-muted"> · {r.format.toUpperCase()}</span>}
                  </p>
                  {r.details && <p className="mt-1 max-w-96 whitespace-pre-line text-sm text-ink">{r.details}</p>}
                  {r.answer && <p className="mt-1 max-w-96 whitespace-pre-line text-sm text-ink-muted">Resposta: {r.answer}</p>}
                  <div className="mt-2 flex flex-col gap-1 text-sm md:hidden">
                    <span className="sm:hidden">{status}</span>
                    <span className="text-ink-muted">Pedido em {formatDateTime(r.requestedAt)}</span>
                    <span className="text-ink-muted">
                      Prazo: <Deadline item={r} />
                    </span>
                  </div>
                  {r.kind === "correction" && r.status === "open" && (
                    <Button size="sm" className="mt-3" onClick={() => setAnswering(r)} aria-label={`Responder o pedido de correção #${r.id}`}>
                      Responder
                    </Button>
                  )}
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {status}
                  {r.completedAt && r.status === "done" && <p className="mt-1 text-xs text-ink-muted">em {formatDateTime(r.completedAt)}</p>}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">{formatDateTime(r.requestedAt)}</TableCell>
                <TableCell className="hidden md:table-cell">
                  <Deadline item={r} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {answering && <AnswerDialog stationId={stationId} item={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

function AnswerDialog({ stationId, item, onClose }: { stationId: number; item: RegisterItem; onClose: () => void }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: answerCorrectionSchema,
    action: (values) => answerCorrectionAction({ stationId, ...values }),
    defaultValues: { requestId: item.id, answer: "" },
    onSuccess: () => {
      toast(PRIVACY_TEXTS.answered);
      onClose();
      router.refresh();
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent showClose>
        <DialogTitle>Responder o pedido de correção</DialogTitle>
        <DialogDescription>
          De {item.member.name ?? item.member.email}. Corrija o cadastro em Membros, se for o caso, e conte ao membro o que foi feito: a resposta vai por e-mail e o pedido fica
          como respondido.
        </DialogDescription>
        {item.details && <p className="mt-3 rounded-2xl bg-slate-50 p-4 whitespace-pre-line text-ink">{item.details}</p>}
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <TextareaField
            label="Resposta ao membro"
            rows={5}
            maxLength={ANSWER_MAX}
            counter={{ length: (form.watch("answer") ?? "").length, max: ANSWER_MAX }}
            {...form.register("answer")}
            error={form.formState.errors.answer?.message}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? "Enviando..." : "Enviar resposta"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

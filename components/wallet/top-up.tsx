"use client";
// "Abastecer créditos" and "Pedidos de tranferência": the
// station's bank account on screen, "Quantidade em BRL" (R$ 1,50 to R$ 100,00, the spec's
// messages), a success dialog after the request, and the member's requests with their status.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { LandmarkIcon, SendIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { MaskedField } from "@/components/ui/form-fields";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatBRL, formatDate } from "@/lib/format";
import type { StationSettings } from "@/lib/stations/settings";
import { requestTransferAction } from "@/lib/wallet/actions";
import { LABEL_AMOUNT, TRANSFER_STATUS_LABELS, WALLET_TEXTS } from "@/lib/wallet/messages";
import { transferRequestSchema } from "@/lib/wallet/schemas";
import type { TransferRequestView } from "@/lib/wallet/transfers";
import { snackbarFailure } from "./failure";

type Tab = "abastecer" | "pedidos";

export function TopUp({ bank, requests, initialTab }: { bank: StationSettings["bankTransfer"]; requests: TransferRequestView[]; initialTab: Tab }) {
  const router = useRouter();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [done, setDone] = useState(false);
  const { form, submit, pending, ready } = useActionForm({
    schema: transferRequestSchema,
    action: requestTransferAction,
    defaultValues: { amount: "" },
    labels: { amount: LABEL_AMOUNT },
    onSuccess: () => {
      form.reset({ amount: "" });
      setDone(true);
      router.refresh();
    },
    onFailure: (result) => snackbarFailure(result, { amount: LABEL_AMOUNT }),
  });

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v === "pedidos" ? "pedidos" : "abastecer")}>
      <TabsList aria-label="Carteira" className="flex w-full sm:inline-flex sm:w-auto">
        <TabsTrigger value="abastecer" className="flex-1 px-3 sm:flex-none sm:px-5">
          {WALLET_TEXTS.topUpTab}
        </TabsTrigger>
        <TabsTrigger value="pedidos" className="flex-1 px-3 sm:flex-none sm:px-5">
          {WALLET_TEXTS.requestsTab}
        </TabsTrigger>
      </TabsList>

      <TabsContent value="abastecer">
        {!bank ? (
          <EmptyState text={WALLET_TEXTS.noBankDetails} icon={LandmarkIcon} />
        ) : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-start">
            <Card className="p-5 sm:p-6" data-testid="bank-details">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
                  <LandmarkIcon className="size-5" />
                </span>
                <CardTitle>Dados para transferência</CardTitle>
              </div>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-ink-muted">Banco</dt>
                <dd className="font-semibold">{bank.bank}</dd>
                <dt className="text-ink-muted">Agência</dt>
                <dd className="font-semibold">{bank.branch}</dd>
                <dt className="text-ink-muted">Conta</dt>
                <dd className="font-semibold">{bank.account}</dd>
                <dt className="text-ink-muted">Titular</dt>
                <dd className="font-semibold">{bank.holder}</dd>
                {bank.document && (
                  <>
                    <dt className="text-ink-muted">CNPJ/CPF</dt>
                    <dd className="font-semibold">{bank.document}</dd>
                  </>
                )}
              </dl>
              <p className="mt-4 rounded-2xl bg-surface-muted p-3 text-sm text-ink-muted">
                Os créditos são liberados depois que a transferência for verificada, e você é avisado por e-mail.
              </p>
            </Card>
            <Card className="p-5 sm:p-6">
              <CardTitle>Quanto você vai transferir?</CardTitle>
              <CardDescription>Informe o valor e faça a transferência para a conta informada. De R$ 1,50 a R$ 100,00 por pedido.</CardDescription>
              <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
                <Controller
                  control={form.control}
                  name="amount"
                  render={({ field, fieldState }) => (
                    <MaskedField label={LABEL_AMOUNT} mask="brl" required {...field} value={typeof field.value === "string" ? field.value : ""} error={fieldState.error?.message} />
                  )}
                />
                <Button type="submit" disabled={pending || !ready}>
                  <SendIcon className="size-4" aria-hidden />
                  {pending ? "Enviando..." : "Enviar pedido"}
                </Button>
              </form>
            </Card>
          </div>
        )}
      </TabsContent>

      <TabsContent value="pedidos">
        {requests.length === 0 ? (
          <EmptyState text={WALLET_TEXTS.emptyRequests} icon={SendIcon} />
        ) : (
          <Table aria-label={WALLET_TEXTS.requestsTab} data-testid="transfer-requests">
            <TableHeader>
              <TableRow>
                <TableHead>Data</TableHead>
                <TableHead>Valor</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {requests.map((r) => (
                <TableRow key={r.id} data-testid="transfer-request">
                  <TableCell className="whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                  <TableCell className="font-bold whitespace-nowrap">{formatBRL(r.amountCents)}</TableCell>
                  <TableCell>
                    <Badge variant={r.status === "confirmed" ? "success" : "warning"}>{TRANSFER_STATUS_LABELS[r.status]}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TabsContent>

      <Dialog open={done} onOpenChange={setDone}>
        <DialogContent showClose>
          <DialogTitle>{WALLET_TEXTS.transferSuccessTitle}</DialogTitle>
          <DialogDescription>{WALLET_TEXTS.transferSuccess}</DialogDescription>
          <DialogFooter>
            <Button
              onClick={() => {
                setDone(false);
                setTab("pedidos");
              }}
            >
              Ver pedidos
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Tabs>
  );
}

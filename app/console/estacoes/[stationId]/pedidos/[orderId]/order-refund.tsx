"use client";
// The owner's refund form: an amount in R$ (money mask) or items with quantities, and for each item
// whether its units go back to stock. The form's key is made when the dialog opens, so a retry or a
// double click refunds once; card or PIX and wallet get their shares back as they paid.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Field, FieldError } from "@/components/ui/field";
import { MaskedFormField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { refundOrderAction } from "@/lib/commerce/console/actions";
import type { ConsoleOrderItem } from "@/lib/commerce/console/queries";
import { refundOrderSchema } from "@/lib/commerce/console/schemas";
import { formatBRL } from "@/lib/format";

type Props = { stationId: number; orderId: number; refundable: number; items: ConsoleOrderItem[] };

export function OrderRefund(props: Props) {
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setKey(crypto.randomUUID())}>
        Estornar
      </Button>
      {key && <RefundDialog {...props} idempotencyKey={key} onClose={() => setKey(null)} />}
    </>
  );
}

type Choice = { quantity: number; restock: boolean };

function RefundDialog({ stationId, orderId, refundable, items, idempotencyKey, onClose }: Props & { idempotencyKey: string; onClose: () => void }) {
  const router = useRouter();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const { form, submit, pending, ready } = useActionForm({
    schema: refundOrderSchema,
    action: (values) => refundOrderAction({ stationId, ...values }),
    defaultValues: { orderId, idempotencyKey, mode: "amount", amount: "", lines: [] },
    onSuccess: (data: { amount: number }) => {
      toast(`Estorno de ${formatBRL(data.amount)} feito.`);
      onClose();
      router.refresh();
    },
  });
  const mode = form.watch("mode");
  const open = items.filter((i) => i.quantity > i.refunded);

  const choose = (itemId: number, change: Partial<Choice>) => {
    const next = { ...choices, [itemId]: { quantity: 0, restock: false, ...choices[itemId], ...change } };
    setChoices(next);
    syncLines(next, form.getValues("mode"));
  };
  // By item, every chosen unit is refunded; by amount, the lines only say which units go back to stock.
  const syncLines = (state: Record<number, Choice>, current: "amount" | "items") => {
    const lines = Object.entries(state)
      .map(([itemId, c]) => ({ itemId: Number(itemId), quantity: c.quantity, restock: c.restock }))
      .filter((l) => l.quantity > 0 && (current === "items" || l.restock));
    form.setValue("lines", lines, { shouldValidate: form.formState.isSubmitted });
  };
  const itemsTotal = open.reduce((s, i) => s + (choices[i.id]?.quantity ?? 0) * i.unitPrice, 0);
  const linesError = (form.formState.errors.lines as { message?: string } | undefined)?.message;

  return (
    <Dialog open onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent showClose className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>Estornar pedido</DialogTitle>
        <DialogDescription>
          Ainda pode ser devolvido: {formatBRL(refundable)}. O valor volta como foi pago: a parte do cartão ou PIX pelo meio de pagamento, a do saldo para a carteira do membro. O cashback do
          pedido é descontado na mesma proporção.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <RadioGroup
            value={mode}
            onValueChange={(value) => {
              const next = value === "items" ? "items" : "amount";
              form.setValue("mode", next);
              syncLines(choices, next);
            }}
            aria-label="Como estornar"
            className="sm:grid-cols-2"
          >
            <RadioGroupItem value="amount" label="Um valor" />
            <RadioGroupItem value="items" label="Por item" />
          </RadioGroup>

          {mode === "amount" && <MaskedFormField control={form.control} name="amount" mask="brl" label="Valor a estornar" />}

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-bold text-ink">{mode === "items" ? "Itens a estornar" : "Itens que voltam ao estoque (opcional)"}</legend>
            {open.map((item) => {
              const left = item.quantity - item.refunded;
              const choice = choices[item.id] ?? { quantity: 0, restock: false };
              return (
                <div key={item.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-3">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-bold">{item.name}</p>
                    <p className="text-xs text-ink-muted">
                      {formatBRL(item.unitPrice)} cada · até {left}
                    </p>
                  </div>
                  <Field label={`Quantidade de ${item.name}`} srOnlyLabel className="w-20">
                    <Input
                      type="number"
                      min={0}
                      max={left}
                      inputMode="numeric"
                      value={choice.quantity}
                      onChange={(e) => choose(item.id, { quantity: Math.max(0, Math.min(left, Math.trunc(Number(e.target.value) || 0))) })}
                    />
                  </Field>
                  <CheckboxField label="Devolver ao estoque" checked={choice.restock} onCheckedChange={(checked) => choose(item.id, { restock: checked === true })} />
                </div>
              );
            })}
            {mode === "items" && <p className="text-sm font-bold">Total dos itens: {formatBRL(itemsTotal)}</p>}
            {linesError && <FieldError>{linesError}</FieldError>}
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? "Estornando..." : "Confirmar estorno"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

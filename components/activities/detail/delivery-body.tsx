"use client";
// Type 14: delivery order in 3 steps (personal data, delivery, products). "Próximo" advances,
// "Voltar" goes back (step 0 back goes to /homepage); the last step submits.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { placeOrderAction } from "@/lib/commerce/actions";
import { deliveryOrderSchema, MSG_ORDER_EMPTY } from "@/lib/activities/forms";
import { formatBRL, formatCpf } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { newNonce } from "./use-participation";
import { StationImage } from "@/components/ui/station-image";
import { FieldLabel } from "@/components/ui/field";

const formSchema = deliveryOrderSchema.omit({ activityId: true, nonce: true });
type Values = z.input<typeof formSchema>;
type Product = { id: number; name: string; image: string | null; value: number; limit: number; stock: number };

const STEP_FIELDS: (keyof Values)[][] = [["phone"], ["deliveryLocationId", "address", "reference"], ["items"]];
const STEPS = ["Seus dados", "Entrega", "Produtos"];

export function DeliveryBody({
  activityId,
  user,
  products,
  locations,
  discountDelivery,
  disabled,
}: {
  activityId: number;
  user: { name: string | null; cpf: string | null };
  products: Product[];
  locations: { id: number; name: string; price: number }[];
  discountDelivery: number;
  disabled: boolean;
}) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [nonce, setNonce] = useState(newNonce);
  const { register, handleSubmit, trigger, control, setValue, reset, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { phone: "", deliveryLocationId: "" as unknown as number, address: "", reference: "", items: products.map((p) => ({ productId: p.id, quantity: 0 })) },
  });
  const items = useWatch({ control, name: "items" });
  const locationId = useWatch({ control, name: "deliveryLocationId" });
  const location = locations.find((l) => l.id === Number(locationId));
  const subtotal = products.reduce((sum, p, i) => sum + p.value * (items[i]?.quantity ?? 0), 0);
  // Delivery discount comes off the items (floored at 0) before shipping.
  const total = Math.max(0, subtotal - discountDelivery) + (location?.price ?? 0);
  const e = formState.errors;
  const field = "h-11 w-full rounded-xl border border-line px-3 text-ink outline-none focus:border-brand-ink aria-[invalid]:border-red-600 disabled:bg-surface-muted";
  const err = (name: string, message?: string) =>
    message ? (
      <p id={`${name}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form
      noValidate
      className="rounded-3xl border border-line bg-white p-6 shadow-sm"
      onSubmit={handleSubmit(async (values) => {
        const r = await placeOrderAction({ ...values, activityId, nonce });
        if (!r.ok) return toast(r.message, "error");
        toast("Pedido enviado com sucesso.");
        setNonce(newNonce());
        reset();
        setStep(0);
        router.refresh();
      })}
    >
      <ol className="mb-6 flex gap-2" aria-label="Etapas do pedido">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? "step" : undefined} className={cn("flex-1 rounded-full py-1.5 text-center text-xs font-bold", i <= step ? "bg-brand text-brand-fg" : "bg-surface-muted text-ink-muted")}>
            {i + 1}. {s}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldLabel className="block">
            Nome
            <input className={cn(field, "mt-1 font-normal")} value={user.name ?? ""} disabled readOnly />
          </FieldLabel>
          <FieldLabel className="block">
            CPF
            <input className={cn(field, "mt-1 font-normal")} value={user.cpf ? formatCpf(user.cpf) : ""} disabled readOnly />
          </FieldLabel>
          <FieldLabel className="block sm:col-span-2">
            Telefone
            <input type="tel" inputMode="tel" placeholder="(11) 9 9999-9999" className={cn(field, "mt-1 font-normal")} aria-invalid={e.phone ? true : undefined} aria-describedby={e.phone ? "phone-error" : undefined} {...register("phone")} />
            {err("phone", e.phone?.message)}
          </FieldLabel>
        </div>
      )}

      {step === 1 && (
        <div className="grid gap-4">
          <FieldLabel className="block">
            Local de entrega
            <select className={cn(field, "mt-1 bg-white font-normal")} aria-invalid={e.deliveryLocationId ? true : undefined} aria-describedby={e.deliveryLocationId ? "loc-error" : undefined} {...register("deliveryLocationId")}>
              <option value="">Selecione</option>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({formatBRL(l.price)})
                </option>
              ))}
            </select>
            {err("loc", e.deliveryLocationId?.message)}
          </FieldLabel>
          <FieldLabel className="block">
            Endereço
            <input className={cn(field, "mt-1 font-normal")} autoComplete="street-address" aria-invalid={e.address ? true : undefined} aria-describedby={e.address ? "address-error" : undefined} {...register("address")} />
            {err("address", e.address?.message)}
          </FieldLabel>
          <FieldLabel className="block">
            Ponto de referência
            <input className={cn(field, "mt-1 font-normal")} aria-invalid={e.reference ? true : undefined} aria-describedby={e.reference ? "reference-error" : undefined} {...register("reference")} />
            {err("reference", e.reference?.message)}
          </FieldLabel>
        </div>
      )}

      {step === 2 && (
        <div>
          <p className="mb-3 text-sm text-ink-muted">{MSG_ORDER_EMPTY}</p>
          <ul className="divide-y divide-line">
            {products.map((p, i) => {
              const q = items[i]?.quantity ?? 0;
              const max = Math.min(p.limit, p.stock);
              return (
                <li key={p.id} className="flex items-center gap-3 py-3">
                  {p.image && (
                    <StationImage src={p.image} alt="" width={56} height={56} className="size-14 rounded-xl object-cover" />
                  )}
                  <div className="flex-1">
                    <p className="font-bold text-ink">{p.name}</p>
                    <p className="text-sm text-ink-muted">{formatBRL(p.value)}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <button type="button" className="size-9 rounded-full border border-line font-bold text-ink disabled:opacity-40" disabled={q <= 0} onClick={() => setValue(`items.${i}.quantity`, q - 1)} aria-label={`Menos ${p.name}`}>
                      −
                    </button>
                    <span className="w-6 text-center font-bold text-ink" aria-live="polite">{q}</span>
                    <button type="button" className="size-9 rounded-full border border-line font-bold text-ink disabled:opacity-40" disabled={q >= max} onClick={() => setValue(`items.${i}.quantity`, q + 1)} aria-label={`Mais ${p.name}`}>
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {err("items", e.items?.message ?? e.items?.root?.message)}
          <dl className="mt-4 space-y-1 border-t border-line pt-4 text-sm">
            <div className="flex justify-between"><dt className="text-ink-muted">Produtos</dt><dd className="text-ink">{formatBRL(subtotal)}</dd></div>
            {discountDelivery > 0 && <div className="flex justify-between"><dt className="text-ink-muted">Desconto</dt><dd className="text-ink">- {formatBRL(Math.min(discountDelivery, subtotal))}</dd></div>}
            <div className="flex justify-between"><dt className="text-ink-muted">Entrega</dt><dd className="text-ink">{formatBRL(location?.price ?? 0)}</dd></div>
            <div className="flex justify-between text-base font-bold"><dt className="text-ink">Total</dt><dd className="text-ink">{formatBRL(total)}</dd></div>
          </dl>
        </div>
      )}

      <div className="mt-6 flex justify-between gap-3">
        <Button type="button" variant="ghost" onClick={() => (step === 0 ? router.push("/homepage") : setStep(step - 1))}>
          Voltar
        </Button>
        {step < 2 ? (
          <Button
            type="button"
            disabled={disabled}
            onClick={async () => {
              if (await trigger(STEP_FIELDS[step])) setStep(step + 1);
            }}
          >
            Próximo
          </Button>
        ) : (
          <Button type="submit" disabled={disabled || formState.isSubmitting}>
            {formState.isSubmitting ? "Enviando..." : "Enviar pedido"}
          </Button>
        )}
      </div>
    </form>
  );
}

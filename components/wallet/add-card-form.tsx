"use client";
// "Meios de pagamento › criar": the checkout's card form (same schema, same rules and messages),
// sent to addCardAction, which tokenises it through the payments adapter and keeps only token,
// brand, last digits, holder and expiry. The new card comes back selected on the list (a created
// card becomes the selected one); a refusal shows as "{field}: {message}".
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CardForm } from "@/components/commerce/checkout/card-form";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cardFormSchema, type CardFormInput } from "@/lib/commerce/schemas";
import { formatCpf, formatDate, formatPhone } from "@/lib/format";
import { formResolver } from "@/lib/validation/form-resolver";
import { addCardAction } from "@/lib/wallet/actions";
import { snackbarFailure } from "./failure";

const LABELS: Record<string, string> = {
  number: "Número do cartão",
  expiry: "Validade",
  cvv: "CVV",
  name: "Nome impresso no cartão",
  cpf: "CPF do titular",
  birthday: "Data de nascimento",
  email: "E-mail",
  phone: "Telefone",
  cep: "CEP",
  state: "Estado",
  city: "Cidade",
  street: "Rua",
  streetNumber: "Número",
  neighborhood: "Bairro",
};

export function AddCardForm({ customer }: { customer: { name: string | null; email: string | null; cpf: string | null; phone: string | null; birthday: string | null } }) {
  const router = useRouter();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const form = useForm<CardFormInput>({
    mode: "onTouched",
    resolver: formResolver(cardFormSchema),
    defaultValues: {
      number: "",
      name: customer.name?.toUpperCase() ?? "",
      cpf: customer.cpf ? formatCpf(customer.cpf) : "",
      birthday: customer.birthday ? formatDate(customer.birthday) : "",
      email: customer.email ?? "",
      expiry: "",
      cvv: "",
      phone: customer.phone ? formatPhone(customer.phone) : "",
      cep: "",
      state: "",
      city: "",
      street: "",
      streetNumber: "",
      neighborhood: "",
      // Every card added here is kept: the page exists to save one.
      save: true,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      const result = await addCardAction({ ...values, save: true });
      if (!result.ok) {
        applyFieldErrors(form.setError, result.fieldErrors, Object.keys(LABELS));
        snackbarFailure(result, LABELS);
        return;
      }
      toast("Cartão adicionado", "success");
      router.push(`/homepage/meios-de-pagamento?cartao=${result.data.id}`);
      router.refresh();
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="[&_label:has([data-slot=checkbox])]:hidden">
      <CardForm form={form} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="ghost">
          <Link href="/homepage/meios-de-pagamento">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : "Salvar cartão"}
        </Button>
      </div>
    </form>
  );
}

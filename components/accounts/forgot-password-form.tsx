"use client";
// /esqueci-minha-senha: asks for the e-mail; the answer is the same whether or not it has an account.
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form-fields";
import { useActionForm } from "@/components/ui/use-action-form";
import { forgotPasswordAction } from "@/lib/accounts/actions";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { FormAlert } from "./form-alert";

const LABELS = { email: "E-mail" };

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, pending, ready } = useActionForm({
    schema: forgotPasswordSchema,
    action: forgotPasswordAction,
    defaultValues: { email: "" },
    labels: LABELS,
    onSuccess: (data) => setSent(data.message),
    onFailure: () => void setSent(null),
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {sent && <FormAlert tone="success">{sent}</FormAlert>}
      <Field label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" {...form.register("email")} error={form.formState.errors.email?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={pending || !ready}>
        {pending ? "Enviando..." : "Enviar link"}
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className="font-bold text-brand-ink underline-offset-4 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </form>
  );
}

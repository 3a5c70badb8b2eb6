"use client";
// /esqueci-minha-senha: asks for the e-mail; the answer is the same whether or not it has an account.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form-fields";
import { forgotPasswordAction } from "@/lib/accounts/actions";
import { forgotPasswordSchema } from "@/lib/accounts/schemas";
import { FormAlert } from "./form-alert";

type Values = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" }, mode: "onTouched" });
  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await forgotPasswordAction(values);
      setMessage(result.ok ? { tone: "success", text: result.data.message } : { tone: "error", text: result.message });
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Field label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" {...form.register("email")} error={form.formState.errors.email?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
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

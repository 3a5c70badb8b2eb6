"use client";
// /redefinir-senha/{hash}/{email}: the new password and its confirmation (the same password rule as sign-up).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/form-fields";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { resetPasswordAction } from "@/lib/accounts/actions";
import { resetPasswordSchema } from "@/lib/accounts/schemas";
import { FormAlert } from "./form-alert";

type Values = z.input<typeof resetPasswordSchema>;

const LABELS = { password: "Nova senha", password_confirmation: "Confirme a nova senha" };

export function ResetPasswordForm({ hash, email }: { hash: string; email: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { hash, email, password: "", password_confirmation: "" },
    mode: "onTouched",
  });
  useFieldNotices(form, LABELS);
  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      const result = await resetPasswordAction(values);
      if (result.ok) {
        setMessage({ tone: "success", text: result.data.message ?? "" });
        setTimeout(() => router.push(result.data.redirect), 1200);
        return;
      }
      setMessage({ tone: "error", text: result.message });
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        hint="De 8 a 20 caracteres, com letra maiúscula, letra minúscula e número."
        {...form.register("password")}
        error={form.formState.errors.password?.message}
      />
      <PasswordField
        label="Confirme a nova senha"
        autoComplete="new-password"
        {...form.register("password_confirmation")}
        error={form.formState.errors.password_confirmation?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending || message?.tone === "success"}>
        {pending ? "Salvando..." : "Salvar nova senha"}
      </Button>
    </form>
  );
}

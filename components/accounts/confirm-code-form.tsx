"use client";
// The 6-digit code form of /confirmacao/{email}: code input, "Reenviar código" enabled after a
// 60-second countdown, and a way back to choosing the method (step 2).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form-fields";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { confirmCodeAction, resendCodeAction } from "@/lib/accounts/actions";
import { confirmCodeSchema } from "@/lib/accounts/schemas";
import { FormAlert } from "./form-alert";

export const RESEND_COUNTDOWN_SECONDS = 60;

type Values = z.input<typeof confirmCodeSchema>;

const LABELS = { code: "Código de confirmação" };

export function ConfirmCodeForm({ email, initialError }: { email: string; initialError?: string | null }) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "info" | "success"; text: string } | null>(
    initialError ? { tone: "error", text: initialError } : null,
  );
  const [seconds, setSeconds] = useState(RESEND_COUNTDOWN_SECONDS);
  const form = useForm<Values>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { email, code: "" }, mode: "onTouched" });
  const code = useWatch({ control: form.control, name: "code" });
  useFieldNotices(form, LABELS);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setMessage(null);
      const result = await confirmCodeAction(values);
      if (result.ok) {
        setMessage({ tone: "success", text: result.data.message ?? "" });
        // Long enough to read the success message.
        setTimeout(() => window.location.assign(result.data.redirect), 900);
        return;
      }
      applyFieldErrors(form.setError, result.fieldErrors, ["code"]);
      if (!result.fieldErrors?.code) setMessage({ tone: "error", text: result.message });
    }),
  );

  function resend() {
    startTransition(async () => {
      setMessage(null);
      const result = await resendCodeAction({ email });
      if (result.ok) {
        setMessage({ tone: "info", text: result.data.message ?? "" });
        setSeconds(RESEND_COUNTDOWN_SECONDS);
      } else {
        setMessage({ tone: "error", text: result.message });
      }
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Field
        label="Código de confirmação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        {...form.register("code", { setValueAs: (v: string) => v.replace(/\D/g, "").slice(0, 6) })}
        error={form.formState.errors.code?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending || (code ?? "").replace(/\D/g, "").length !== 6}>
        {pending ? "Validando..." : "Confirmar"}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={resend}
          disabled={seconds > 0 || pending}
          className="font-bold text-brand-ink underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline"
        >
          {seconds > 0 ? `Reenviar código em ${seconds}s` : "Reenviar código"}
        </button>
        <Link href="/cadastrar?etapa=2" className="font-bold text-brand-ink underline-offset-4 hover:underline">
          Alterar forma de envio
        </Link>
      </div>
    </form>
  );
}

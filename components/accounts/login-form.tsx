"use client";
// Login variant A (CPF / e-mail toggle, password, captcha; the button stays disabled until every
// field is filled) and the community variant (CPF only). Both post to the same Server Action.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/forms/captcha-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { MaskedFormField, PasswordField, TextField as Field } from "@/components/ui/form-fields";
import { loginAction } from "@/lib/accounts/actions";
import { loginSchema, type LoginInput } from "@/lib/accounts/schemas";
import { cn } from "@/lib/utils/cn";
import { FormAlert } from "./form-alert";

type Identifier = "cpf" | "email";

const LABELS = { cpf: "CPF", email: "E-mail", password: "Senha" };

export function LoginForm({
  defaultIdentifier,
  allowToggle = true,
  notice,
}: {
  defaultIdentifier: Identifier;
  allowToggle?: boolean;
  notice?: string | null;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(notice ? { tone: "info", text: notice } : null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: defaultIdentifier, cpf: "", email: "", password: "", captcha: "" } as LoginInput,
    mode: "onTouched",
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  useFieldNotices(form, LABELS);
  const values = useWatch({ control }) as { identifier?: Identifier; cpf?: string; email?: string; password?: string; captcha?: string };
  const identifier: Identifier = values.identifier ?? defaultIdentifier;
  const filled = Boolean((identifier === "cpf" ? values.cpf : values.email) && values.password && values.captcha);
  const errors = formState.errors as Partial<Record<"cpf" | "email" | "password" | "captcha", { message?: string }>>;

  const onSubmit = handleSubmit((data) =>
    startTransition(async () => {
      setMessage(null);
      const result = await loginAction(data);
      if (result.ok) {
        if (result.data.message) setMessage({ tone: "info", text: result.data.message });
        if (result.data.affiliate) router.push(result.data.redirect);
        // A full load after signing in: nothing rendered for the signed-out visitor is reused.
        else window.location.assign(result.data.redirect);
        return;
      }
      applyFieldErrors(setError, result.fieldErrors, ["cpf", "email", "password"]);
      setMessage({ tone: "error", text: result.message });
      // A captcha solution works once: ask for a fresh one.
      setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    }),
  );

  function choose(next: Identifier) {
    setValue("identifier", next);
    form.clearErrors();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      {allowToggle && (
        <div role="radiogroup" aria-label="Entrar com" className="grid grid-cols-2 gap-1 rounded-full bg-surface-muted p-1">
          {(["cpf", "email"] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={identifier === option}
              onClick={() => choose(option)}
              className={cn(
                "h-10 rounded-full text-sm font-bold transition-colors",
                identifier === option ? "bg-white text-brand-ink shadow-sm" : "text-ink-muted hover:text-ink",
              )}
            >
              {option === "cpf" ? "CPF" : "E-mail"}
            </button>
          ))}
        </div>
      )}
      {identifier === "cpf" ? (
        <MaskedFormField
          control={control}
          name={"cpf" as "password"}
          label="CPF"
          mask="cpf"
          autoComplete="username"
          placeholder="000.000.000-00"
        />
      ) : (
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          placeholder="voce@exemplo.com"
          {...register("email" as "password")}
          error={errors.email?.message}
        />
      )}
      <PasswordField label="Senha" autoComplete="current-password" {...register("password")} error={errors.password?.message} />
      <div className="-mt-2 text-right">
        <Link href="/esqueci-minha-senha" className="text-sm font-bold text-brand-ink underline-offset-4 hover:underline">
          Esqueci minha senha
        </Link>
      </div>
      <CaptchaField
        key={captchaKey}
        onChange={(payload) => setValue("captcha", payload, { shouldValidate: true })}
        error={errors.captcha?.message}
      />
      <Button type="submit" size="lg" disabled={!filled || pending} className="w-full">
        {pending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}

"use client";
// Owner account on the apex: sign-up (e-mail, password and confirmation, captcha) and login.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import { CaptchaField } from "@/components/forms/captcha-field";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form-fields";
import { ownerLoginSchema, ownerSignupSchema, type OwnerLoginInput, type OwnerSignupInput } from "@/lib/accounts/wizard-schemas";
import { ownerLoginAction, ownerSignupAction } from "../owner-actions";

export function OwnerSignupForm() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<OwnerSignupInput>({
    resolver: zodResolver(ownerSignupSchema),
    defaultValues: { email: "", password: "", password_confirmation: "", captcha: "" },
    mode: "onTouched",
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setMessage(null);
      const answer = await ownerSignupAction(values);
      if (answer.ok) return router.refresh();
      setMessage(answer.message);
      for (const [field, text] of Object.entries(answer.fieldErrors ?? {})) form.setError(field as keyof OwnerSignupInput, { message: text });
      form.setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="E-mail" type="email" autoComplete="email" {...form.register("email")} error={errors.email?.message} />
      <Field
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint="De 8 a 20 caracteres, com letra maiúscula, minúscula e número."
        {...form.register("password")}
        error={errors.password?.message}
      />
      <Field label="Confirme a senha" type="password" autoComplete="new-password" {...form.register("password_confirmation")} error={errors.password_confirmation?.message} />
      <Controller
        control={form.control}
        name="captcha"
        render={({ field, fieldState }) => <CaptchaField key={captchaKey} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      {message && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-bold text-red-700">{message}</p>}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? "Criando conta..." : "Criar conta e começar"}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Já tem uma conta?{" "}
        <Link href="/entrar" className="font-bold text-brand-ink underline underline-offset-2">
          Entrar
        </Link>
      </p>
    </form>
  );
}

export function OwnerLoginForm() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<OwnerLoginInput>({
    resolver: zodResolver(ownerLoginSchema),
    defaultValues: { email: "", password: "", captcha: "" },
    mode: "onTouched",
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setMessage(null);
      const answer = await ownerLoginAction(values);
      if (answer.ok) return router.push("/criar-estacao");
      setMessage(answer.message);
      form.setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="E-mail" type="email" autoComplete="email" {...form.register("email")} error={errors.email?.message} />
      <Field label="Senha" type="password" autoComplete="current-password" {...form.register("password")} error={errors.password?.message} />
      <Controller
        control={form.control}
        name="captcha"
        render={({ field, fieldState }) => <CaptchaField key={captchaKey} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      {message && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-bold text-red-700">{message}</p>}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? "Entrando..." : "Entrar"}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Ainda não tem conta?{" "}
        <Link href="/criar-estacao" className="font-bold text-brand-ink underline underline-offset-2">
          Criar minha estação
        </Link>
      </p>
    </form>
  );
}

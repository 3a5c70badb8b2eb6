"use client";
// Owner account on the apex: sign-up (e-mail, password and confirmation, captcha) and login.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { CaptchaField } from "@/components/forms/captcha-field";
import { Button } from "@/components/ui/button";
import { TextField as Field } from "@/components/ui/form-fields";
import { Toaster } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { ownerLoginSchema, ownerSignupSchema } from "@/lib/accounts/wizard-schemas";
import { ownerLoginAction, ownerSignupAction } from "../owner-actions";

const SIGNUP_LABELS = { email: "E-mail", password: "Senha", password_confirmation: "Confirme a senha" };
const LOGIN_LABELS = { email: "E-mail", password: "Senha" };

export function OwnerSignupForm() {
  const router = useRouter();
  const [captchaKey, setCaptchaKey] = useState(0);
  const { form, submit, pending, ready } = useActionForm({
    schema: ownerSignupSchema,
    action: ownerSignupAction,
    defaultValues: { email: "", password: "", password_confirmation: "", captcha: "" },
    labels: SIGNUP_LABELS,
    onSuccess: () => router.refresh(),
    // A captcha solution works once: ask for a fresh one.
    onFailure: () => {
      form.setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Toaster />
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
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || !ready}>
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

/** `next`: where to go once signed in (a validation page sends the owner back to it). */
export function OwnerLoginForm({ next = "/criar-estacao" }: { next?: string }) {
  const router = useRouter();
  const [captchaKey, setCaptchaKey] = useState(0);
  const { form, submit, pending, ready } = useActionForm({
    schema: ownerLoginSchema,
    action: ownerLoginAction,
    defaultValues: { email: "", password: "", captcha: "" },
    labels: LOGIN_LABELS,
    onSuccess: () => router.push(next),
    onFailure: () => {
      form.setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Toaster />
      <Field label="E-mail" type="email" autoComplete="email" {...form.register("email")} error={errors.email?.message} />
      <Field label="Senha" type="password" autoComplete="current-password" {...form.register("password")} error={errors.password?.message} />
      <Controller
        control={form.control}
        name="captcha"
        render={({ field, fieldState }) => <CaptchaField key={captchaKey} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || !ready}>
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

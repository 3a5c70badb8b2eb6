"use client";
// The single-page sign-up: CPF (private stations), name, birth
// date, state, phone, captcha and the terms box. The product's form has no e-mail or password; ours
// asks both, because the account must be able to log in and receive its code (our decision).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CaptchaField } from "@/components/forms/captcha-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { toast } from "@/components/ui/toast";
import { accountMessages } from "@/lib/accounts/messages";
import { MaskedFormField, PasswordField, SelectField, TextField as Field, type MaskName } from "@/components/ui/form-fields";
import { StateOptions } from "@/components/wizard/state-options";
import { registerSingleAction } from "@/lib/accounts/actions";
import { singleSignupSchema, type SignupShape } from "@/lib/accounts/schemas";
import { ConsentBox, MARKETING_LABEL, TermsLabel } from "./consent-box";
import { FormAlert } from "./form-alert";
import { formResolver } from "@/lib/validation/form-resolver";

type Values = z.input<ReturnType<typeof singleSignupSchema>>;

const LABELS = {
  firstName: "Nome",
  lastName: "Sobrenome",
  cpf: "CPF",
  birthday: "Data de nascimento",
  state: "Estado",
  city: "Cidade",
  phoneNumber: "Celular",
  email: "E-mail",
  password: "Senha",
  password_confirmation: "Confirme a senha",
  checkbox: "Termos de uso",
};

export function SingleSignupForm({ shape, invite }: { shape: SignupShape; invite: { code: string; inviterId: number | null } | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<Values>({
    resolver: formResolver(singleSignupSchema(shape)),
    defaultValues: {
      cpf: "",
      firstName: "",
      lastName: "",
      birthday: "",
      city: "",
      phoneNumber: "",
      email: "",
      password: "",
      password_confirmation: "",
      captcha: "",
      checkbox: false,
      marketing: false,
      inviteCode: invite?.code,
      inviterId: invite?.inviterId ?? undefined,
    },
    mode: "onTouched",
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  useFieldNotices(form, LABELS);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    startTransition(async () => {
      setMessage(null);
      const result = await registerSingleAction(values);
      if (result.ok) {
        toast(accountMessages.registered, "success");
        router.push(result.data.redirect);
        return;
      }
      applyFieldErrors(setError, result.fieldErrors);
      setMessage(result.message);
      setValue("captcha", "");
      setCaptchaKey((k) => k + 1);
    }),
  );

  const masked = (name: "cpf" | "birthday" | "phoneNumber", label: string, mask: MaskName, extra: { placeholder: string; autoComplete: string }) => (
    <MaskedFormField control={control} name={name} label={label} mask={mask} {...extra} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message && <FormAlert>{message}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" autoComplete="given-name" {...register("firstName")} error={errors.firstName?.message} />
        <Field label="Sobrenome" autoComplete="family-name" {...register("lastName")} error={errors.lastName?.message} />
        {shape.requireCpf && masked("cpf", "CPF", "cpf", { placeholder: "000.000.000-00", autoComplete: "off" })}
        {masked("birthday", "Data de nascimento", "date", { placeholder: "dd/mm/aaaa", autoComplete: "bday" })}
        <SelectField label="Estado" {...register("state", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })} error={errors.state?.message}>
          <StateOptions />
        </SelectField>
        {shape.travel && <Field label="Cidade" autoComplete="address-level2" {...register("city")} error={errors.city?.message} />}
        {masked("phoneNumber", "Celular", "phone", { placeholder: "(00) 0 0000-0000", autoComplete: "tel-national" })}
        <Field label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" {...register("email")} error={errors.email?.message} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="De 8 a 20 caracteres, com letra maiúscula, letra minúscula e número."
          {...register("password")}
          error={errors.password?.message}
        />
        <PasswordField label="Confirme a senha" autoComplete="new-password" {...register("password_confirmation")} error={errors.password_confirmation?.message} />
      </div>
      <CaptchaField key={captchaKey} onChange={(payload) => setValue("captcha", payload, { shouldValidate: true })} error={errors.captcha?.message} />
      <ConsentBox {...register("checkbox")} error={errors.checkbox?.message}>
        <TermsLabel />
      </ConsentBox>
      <ConsentBox {...register("marketing")}>{MARKETING_LABEL}</ConsentBox>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Enviando..." : "Enviar"}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        Já tem sua conta?{" "}
        <Link href="/login" className="font-bold text-brand-ink underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}

"use client";
// Multi-step sign-up: step 0 credentials (and the travel
// variant's city, birth date and consent boxes), step 1 password, step 2 how to receive the code,
// then /confirmacao/{email}. "Voltar" goes back one step; every valid submit advances one.
// Modes: "new" (from step 0), "affiliate" (login found the CPF on the roster but no account: starts at step 1, the roster holds the CPF
// and e-mail), "pending" (only step 2, to change how this browser's unconfirmed sign-up gets its
// code; without `known` the page could not tell which sign-up, and points to the login instead).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch, type Control, type FieldPath, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { CaptchaField } from "@/components/forms/captcha-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { MaskedFormField, PasswordField, TextField as Field } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { checkCredentialsAction, chooseMethodAction, registerMultistepAction } from "@/lib/accounts/actions";
import { affiliatePasswordStepSchema, credentialsStepSchema, passwordStepSchema, type SignupShape } from "@/lib/accounts/schemas";
import { maskEmail } from "@/lib/format";
import { messages } from "@/lib/validation";
import { cn } from "@/lib/utils/cn";
import { formResolver } from "@/lib/validation/form-resolver";
import { ConsentBox, MARKETING_LABEL, TermsLabel } from "./consent-box";
import { FormAlert } from "./form-alert";
import { StepProgress } from "./step-progress";

const STEP_LABELS = ["Seus dados de acesso", "Crie sua senha", "Confirmação"];
const LABELS = {
  email: "E-mail",
  cpf: "CPF",
  birthday: "Data de nascimento",
  city: "Cidade",
  password: "Senha",
  password_confirmation: "Confirme a senha",
  terms: "Termos de uso",
  requirements: "Requisitos de participação",
  rules: "Regulamento da promoção",
};
const PASSWORD_HINT = "De 8 a 20 caracteres, com letra maiúscula, letra minúscula e número.";

type Credentials = z.input<ReturnType<typeof credentialsStepSchema>>;
type Passwords = z.input<typeof passwordStepSchema>;
type Method = "email" | "sms";
// The affiliate's step 1 also carries step 0's consents (and the travel variant's fields).
type Step1Values = Passwords & Partial<Pick<Credentials, "birthday" | "city" | "terms" | "requirements" | "rules" | "marketing">> & { email?: string };

export interface MultistepProps {
  shape: SignupShape;
  mode: "new" | "affiliate" | "pending";
  invite: { code: string; inviterId: number | null } | null;
  /** Masked contacts already known (affiliate: from the roster; pending: from the account). */
  known?: { maskedEmail: string | null; maskedPhone: string | null };
  regulationUrl: string | null;
  notice?: string | null;
}

export function MultistepSignupForm({ shape, mode, invite, known, regulationUrl, notice }: MultistepProps) {
  const router = useRouter();
  const [step, setStep] = useState(mode === "new" ? 0 : mode === "affiliate" ? 1 : 2);
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(notice ? { tone: "info", text: notice } : null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [passwords, setPasswords] = useState<Step1Values | null>(null);
  // An affiliate whose roster entry has no e-mail gives one with the password.
  const needsEmail = mode === "affiliate" && !known?.maskedEmail;
  const [maskedPhone, setMaskedPhone] = useState<string | null>(known?.maskedPhone ?? null);
  const [method, setMethod] = useState<Method>("email");
  const [captcha, setCaptcha] = useState("");
  const [captchaKey, setCaptchaKey] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);

  const step0 = useForm<Credentials>({
    resolver: formResolver(credentialsStepSchema(shape)),
    defaultValues: { email: "", cpf: "", city: "", birthday: "", terms: false, requirements: false, rules: false, marketing: false },
    mode: "onTouched",
  });
  const step1 = useForm<Step1Values>({
    // One form type for both modes; the affiliate mode's extra fields are optional in it.
    resolver: formResolver(mode === "affiliate" ? affiliatePasswordStepSchema(shape, { needsEmail }) : passwordStepSchema) as unknown as Resolver<Step1Values>,
    defaultValues: { password: "", password_confirmation: "", birthday: "", city: "", terms: false, requirements: false, rules: false, marketing: false, email: "" },
    mode: "onTouched",
  });

  useFieldNotices(step0, LABELS);
  useFieldNotices(step1, LABELS);

  const consent = useWatch({ control: step0.control, name: ["terms", "requirements", "rules"] });
  const consentGiven = consent[0] && (!shape.travel || (consent[1] && consent[2]));
  const affiliateConsent = useWatch({ control: step1.control, name: ["terms", "requirements", "rules"] });
  const affiliateConsentGiven = affiliateConsent[0] && (!shape.travel || (affiliateConsent[1] && affiliateConsent[2]));

  const submitCredentials = step0.handleSubmit((values) =>
    startTransition(async () => {
      setMessage(null);
      const result = await checkCredentialsAction(values);
      if (!result.ok) {
        applyFieldErrors(step0.setError, result.fieldErrors);
        if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) setMessage({ tone: "error", text: result.message });
        return;
      }
      setCredentials(values);
      setMaskedPhone(result.data.maskedPhone);
      setStep(1);
    }),
  );

  const submitPasswords = step1.handleSubmit((values) => {
    setMessage(null);
    setPasswords(values);
    setStep(2);
  });

  function finish() {
    setStepError(null);
    if (mode !== "pending" && !captcha) {
      setStepError(messages.required);
      return;
    }
    startTransition(async () => {
      setMessage(null);
      const result =
        mode === "pending"
          ? await chooseMethodAction({ method })
          : await registerMultistepAction({
              // As typed (the server parses them again). An affiliate skipped step 0: their consents
              // and travel fields came with the password; otherwise step 0's values win over step 1's
              // blank ones.
              ...passwords,
              ...credentials,
              method,
              captcha,
              inviteCode: invite?.code,
              inviterId: invite?.inviterId ?? undefined,
            });
      if (result.ok) {
        router.push(result.data.redirect);
        return;
      }
      // A field error from an earlier step (e.g. e-mail taken meanwhile) sends the person back there.
      const fields = Object.keys(result.fieldErrors ?? {});
      if (fields.some((f) => ["email", "cpf", "city", "birthday"].includes(f)) && mode === "new") {
        setStep(0);
        applyFieldErrors(step0.setError, result.fieldErrors);
      } else if (fields.some((f) => f.startsWith("password"))) {
        setStep(1);
        applyFieldErrors(step1.setError, result.fieldErrors);
      }
      setMessage({ tone: "error", text: result.message });
      setCaptcha("");
      setCaptchaKey((k) => k + 1);
    });
  }

  const typedEmail = credentials?.email || passwords?.email;
  const maskedEmail = known?.maskedEmail ?? (typedEmail ? maskEmail(typedEmail) : null);
  const back = (
    <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={pending}>
      Voltar
    </Button>
  );

  return (
    <div>
      {mode !== "pending" && <StepProgress step={step} total={3} labels={STEP_LABELS} />}
      {message && (
        <div className="mb-5">
          <FormAlert tone={message.tone}>{message.text}</FormAlert>
        </div>
      )}

      {step === 0 && (
        <form onSubmit={submitCredentials} noValidate className="flex flex-col gap-5">
          {/* Errors appear on blur: their line is reserved so the terms box below never moves under the pointer. */}
          <Field label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" reserveError {...step0.register("email")} error={step0.formState.errors.email?.message} />
          {shape.requireCpf && (
            <MaskedFormField
              control={step0.control}
              name="cpf"
              label="CPF"
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              mask="cpf"
              reserveError
            />
          )}
          {shape.travel && <TravelFields control={step0.control} city={{ ...step0.register("city"), error: step0.formState.errors.city?.message }} />}
          <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4">
            <ConsentBox {...step0.register("terms")} error={step0.formState.errors.terms?.message}>
              <TermsLabel />
            </ConsentBox>
            {shape.travel && (
              <TravelConsentBoxes
                requirements={{ ...step0.register("requirements"), error: step0.formState.errors.requirements?.message }}
                rules={{ ...step0.register("rules"), error: step0.formState.errors.rules?.message }}
                regulationUrl={regulationUrl}
              />
            )}
            <ConsentBox {...step0.register("marketing")}>{MARKETING_LABEL}</ConsentBox>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={!consentGiven || pending}>
            {pending ? "Verificando..." : "Continuar"}
          </Button>
        </form>
      )}

      {step === 1 && (
        <form onSubmit={submitPasswords} noValidate className="flex flex-col gap-5">
          {mode === "affiliate" && maskedEmail && (
            <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink">
              Seu cadastro de associado usa o e-mail <strong>{maskedEmail}</strong>. Crie uma senha para acessar.
            </p>
          )}
          {needsEmail && (
            <Field label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" {...step1.register("email")} error={step1.formState.errors.email?.message} />
          )}
          <PasswordField label="Senha" autoComplete="new-password" hint={PASSWORD_HINT} {...step1.register("password")} error={step1.formState.errors.password?.message} />
          <PasswordField
            label="Confirme a senha"
            autoComplete="new-password"
            {...step1.register("password_confirmation")}
            error={step1.formState.errors.password_confirmation?.message}
          />
          {mode === "affiliate" && shape.travel && (
            <TravelFields control={step1.control} city={{ ...step1.register("city"), error: step1.formState.errors.city?.message }} />
          )}
          {mode === "affiliate" && (
            <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4">
              <ConsentBox {...step1.register("terms")} error={step1.formState.errors.terms?.message}>
                <TermsLabel />
              </ConsentBox>
              {shape.travel && (
                <TravelConsentBoxes
                  requirements={{ ...step1.register("requirements"), error: step1.formState.errors.requirements?.message }}
                  rules={{ ...step1.register("rules"), error: step1.formState.errors.rules?.message }}
                  regulationUrl={regulationUrl}
                />
              )}
              <ConsentBox {...step1.register("marketing")}>{MARKETING_LABEL}</ConsentBox>
            </div>
          )}
          <div className="grid grid-cols-2 gap-3">
            {mode === "affiliate" ? (
              <Button asChild variant="outline">
                <Link href="/login">Voltar</Link>
              </Button>
            ) : (
              back
            )}
            <Button type="submit" disabled={mode === "affiliate" && !affiliateConsentGiven}>
              Continuar
            </Button>
          </div>
        </form>
      )}

      {step === 2 && mode === "pending" && !known && (
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Entrar</Link>
        </Button>
      )}

      {step === 2 && (mode !== "pending" || known) && (
        <div className="flex flex-col gap-5">
          <fieldset>
            <legend className="mb-3 font-bold text-ink">Como você quer receber o código de confirmação?</legend>
            <RadioGroup value={method ?? ""} onValueChange={(value) => setMethod(value as "sms" | "email")} className="gap-3">
              {(
                [
                  { value: "sms", title: "Por SMS", detail: maskedPhone, disabled: !maskedPhone },
                  { value: "email", title: "Por e-mail", detail: maskedEmail, disabled: false },
                ] as const
              )
                .filter((option) => !option.disabled)
                .map((option) => (
                  <RadioGroupItem
                    key={option.value}
                    value={option.value}
                    className="rounded-xl border-2"
                    label={
                      <>
                        <span className="block font-bold text-ink">{option.title}</span>
                        {option.detail && <span className="block text-sm text-ink-muted">{option.detail}</span>}
                      </>
                    }
                  />
                ))}
            </RadioGroup>
          </fieldset>
          {mode !== "pending" && (
            <CaptchaField key={captchaKey} onChange={(payload) => (setCaptcha(payload), setStepError(null))} error={stepError ?? undefined} />
          )}
          <div className={cn("grid gap-3", mode === "pending" ? "grid-cols-1" : "grid-cols-2")}>
            {mode !== "pending" && back}
            <Button type="button" onClick={finish} disabled={pending || (mode !== "pending" && !captcha)}>
              {pending ? "Enviando..." : "Enviar código"}
            </Button>
          </div>
        </div>
      )}

      <p className="mt-6 text-center text-sm text-ink-muted">
        Já possui acesso?{" "}
        <Link href="/login" className="font-bold text-brand-ink underline-offset-4 hover:underline">
          Entrar
        </Link>
      </p>
    </div>
  );
}

/** The travel variant's birth date (18 or more) and city: on step 0, or on step 1 for a roster affiliate. */
function TravelFields<T extends FieldValues, O>({ control, city }: { control: Control<T, unknown, O>; city: Omit<React.ComponentProps<typeof Field>, "label"> }) {
  return (
    <>
      <MaskedFormField
        control={control}
        name={"birthday" as FieldPath<T>}
        label="Data de nascimento"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        autoComplete="bday"
        mask="date"
        reserveError
      />
      <Field label="Cidade" autoComplete="address-level2" reserveError {...city} />
    </>
  );
}

type ConsentProps = Omit<React.ComponentProps<typeof ConsentBox>, "children">;

/** The travel variant's two extra boxes: Continuar stays disabled until both are ticked. */
function TravelConsentBoxes({ requirements, rules, regulationUrl }: { requirements: ConsentProps; rules: ConsentProps; regulationUrl: string | null }) {
  return (
    <>
      <ConsentBox {...requirements}>Declaro que atendo aos requisitos de participação.</ConsentBox>
      <ConsentBox {...rules}>
        Li e aceito o{" "}
        {regulationUrl ? (
          <a href={regulationUrl} target="_blank" rel="noopener" className="font-bold text-brand-ink underline underline-offset-2">
            regulamento da promoção
          </a>
        ) : (
          "regulamento da promoção"
        )}
        .
      </ConsentBox>
    </>
  );
}

"use client";
// The support forms ("Fale Conosco" and the enterprise contact), validated in the browser with the
// same zod schema the Server Action uses. Success shows "Operação realizada com sucesso" and goes
// to the home page; a failure shows the server's message.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useCallback, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/forms/captcha-field";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUCCESS,
  supportMessageSchema,
  type SupportMessageData,
  type SupportMessageInput,
} from "@/lib/content/support-schema";
import { cn } from "@/lib/utils/cn";

export type SupportAction = (input: SupportMessageInput, kind: "support" | "enterprise") => Promise<ActionResult>;

/** Progressive phone mask: (99) 9 9999-9999, or (99) 9999-9999 for landlines. */
export function maskPhoneInput(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ${d.slice(3, 7)}-${d.slice(7)}`;
}

const inputClass =
  "mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 focus-visible:outline-3 aria-[invalid=true]:border-red-600";

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-bold text-ink">
          {label}
        </label>
        {hint}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SupportForm({
  action,
  kind = "support",
  defaultSubject = "",
  compact = false,
}: {
  action: SupportAction;
  kind?: "support" | "enterprise";
  defaultSubject?: string;
  compact?: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [toast, setToast] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<SupportMessageInput, unknown, SupportMessageData>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { name: "", phone: "", email: "", subject: defaultSubject, message: "", captcha: "" },
    // Validating on blur would insert error text above the button between mousedown and click,
    // swallowing the click; errors appear on submit and then update as the visitor types.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, setError, setValue, control, reset } = form;
  const errors = formState.errors;
  const [name, email, message = "", captcha] = useWatch({ control, name: ["name", "email", "message", "captcha"] });
  // Spec: the enterprise button stays disabled until e-mail, name, message and captcha are filled.
  const enterpriseBlocked = kind === "enterprise" && !(name?.trim() && email?.trim() && message.trim() && captcha);

  const onCaptcha = useCallback((payload: string) => setValue("captcha", payload, { shouldValidate: true }), [setValue]);

  const onSubmit = handleSubmit(async (data) => {
    setToast(null);
    const result = await action({ ...data, phone: data.phone ?? "" }, kind);
    if (result.ok) {
      setToast({ ok: true, text: SUPPORT_SUCCESS });
      reset();
      setCaptchaKey((k) => k + 1);
      window.setTimeout(() => router.push("/"), 1500);
      return;
    }
    for (const [field, text] of Object.entries(result.fieldErrors ?? {})) {
      if (field in data) setError(field as keyof SupportMessageInput, { message: text });
    }
    // A captcha solution is single-use: a failed submit needs a fresh one.
    setValue("captcha", "");
    setCaptchaKey((k) => k + 1);
    setToast({ ok: false, text: result.message || "Erro" });
  });

  const describedBy = (field: keyof SupportMessageInput, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={kind === "enterprise" ? "Contato Enterprise" : "Fale Conosco"}>
      <div className={cn("grid gap-5", !compact && "sm:grid-cols-2")}>
        <Field id={`${id}-name`} label="Nome" error={errors.name?.message}>
          <input
            id={`${id}-name`}
            autoComplete="name"
            className={cn(inputClass, "border-line")}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy("name")}
            {...register("name")}
          />
        </Field>
        <Field id={`${id}-email`} label="E-mail" error={errors.email?.message}>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={cn(inputClass, "border-line")}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy("email")}
            {...register("email")}
          />
        </Field>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <Field id={`${id}-phone`} label="Telefone (opcional)" error={errors.phone?.message}>
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="(99) 9 9999-9999"
                className={cn(inputClass, "border-line")}
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={describedBy("phone")}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(maskPhoneInput(e.target.value))}
              />
            </Field>
          )}
        />
        <Field id={`${id}-subject`} label="Assunto" error={errors.subject?.message}>
          <input
            id={`${id}-subject`}
            className={cn(inputClass, "border-line")}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={describedBy("subject")}
            {...register("subject")}
          />
        </Field>
      </div>
      <Field
        id={`${id}-message`}
        label="Mensagem"
        error={errors.message?.message}
        hint={
          <span id={`${id}-message-count`} className={cn("text-xs", message.length > SUPPORT_MESSAGE_MAX ? "font-bold text-red-700" : "text-ink-muted")}>
            {message.length}/{SUPPORT_MESSAGE_MAX}
          </span>
        }
      >
        <textarea
          id={`${id}-message`}
          rows={compact ? 4 : 6}
          className={cn(inputClass, "resize-y border-line")}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message", `${id}-message-count`)}
          {...register("message")}
        />
      </Field>
      <CaptchaField key={captchaKey} onChange={onCaptcha} error={errors.captcha?.message} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={formState.isSubmitting || enterpriseBlocked}>
          {formState.isSubmitting ? "Enviando..." : "Enviar mensagem"}
        </Button>
      </div>
      <div aria-live="polite" className="fixed inset-x-3 bottom-4 z-50 flex justify-center">
        {toast && (
          <p
            role={toast.ok ? "status" : "alert"}
            className={cn(
              "rounded-2xl px-5 py-3 font-bold shadow-xl",
              toast.ok ? "bg-emerald-700 text-white" : "bg-red-700 text-white",
            )}
          >
            {toast.text}
          </p>
        )}
      </div>
    </form>
  );
}

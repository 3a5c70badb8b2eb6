"use client";
// The support forms ("Fale Conosco" and the enterprise contact), validated in the browser with the
// same zod schema the Server Action uses. Success shows "Operação realizada com sucesso" and goes
// to the home page; a failure shows the server's message.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useCallback, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/forms/captcha-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { MaskedFormField, TextareaField, TextField } from "@/components/ui/form-fields";
import { toast, Toaster } from "@/components/ui/toast";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import type { ActionResult } from "@/lib/actions/result";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUCCESS,
  supportMessageSchema,
  type SupportMessageData,
  type SupportMessageInput,
} from "@/lib/support/message-schema";
import { cn } from "@/lib/utils/cn";

const LABELS = { name: "Nome", email: "E-mail", phone: "Telefone", subject: "Assunto", message: "Mensagem" };

export type SupportAction = (input: SupportMessageInput, kind: "support" | "enterprise") => Promise<ActionResult>;

export function SupportForm({
  action,
  kind = "support",
  defaultSubject = "",
  compact = false,
  prefill,
  ownToaster = true,
}: {
  action: SupportAction;
  kind?: "support" | "enterprise";
  defaultSubject?: string;
  compact?: boolean;
  /** A signed-in member's name and e-mail (/homepage/support), editable. */
  prefill?: { name: string; email: string };
  /** Public pages have no toaster of their own; the member shell has one (two would show each toast twice). */
  ownToaster?: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<SupportMessageInput, unknown, SupportMessageData>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { name: prefill?.name ?? "", phone: "", email: prefill?.email ?? "", subject: defaultSubject, message: "", captcha: "" },
    // Validating on blur would insert error text above the button between mousedown and click,
    // swallowing the click; errors appear on submit and then update as the visitor types.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, setError, setValue, control, reset } = form;
  useFieldNotices(form, LABELS);
  const errors = formState.errors;
  const [name, email, message = "", captcha] = useWatch({ control, name: ["name", "email", "message", "captcha"] });
  // Spec: the enterprise button stays disabled until e-mail, name, message and captcha are filled.
  const enterpriseBlocked = kind === "enterprise" && !(name?.trim() && email?.trim() && message.trim() && captcha);

  const onCaptcha = useCallback((payload: string) => setValue("captcha", payload, { shouldValidate: true }), [setValue]);

  const onSubmit = handleSubmit(async (data) => {
    const result = await action({ ...data, phone: data.phone ?? "" }, kind);
    if (result.ok) {
      toast(SUPPORT_SUCCESS, "success");
      reset();
      setCaptchaKey((k) => k + 1);
      window.setTimeout(() => router.push("/"), 1500);
      return;
    }
    applyFieldErrors(setError, result.fieldErrors, Object.keys(data));
    // A captcha solution is single-use: a failed submit needs a fresh one.
    setValue("captcha", "");
    setCaptchaKey((k) => k + 1);
    toast(result.message || "Erro", "error");
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={kind === "enterprise" ? "Contato Enterprise" : "Fale Conosco"}>
        <div className={cn("grid gap-5", !compact && "sm:grid-cols-2")}>
          <TextField id={`${id}-name`} label="Nome" autoComplete="name" error={errors.name?.message} {...register("name")} />
          <TextField id={`${id}-email`} label="E-mail" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          <MaskedFormField
            control={control}
            name="phone"
            id={`${id}-phone`}
            label="Telefone (opcional)"
            mask="phone"
            type="tel"
            autoComplete="tel-national"
            placeholder="(99) 9 9999-9999"
          />
          <TextField id={`${id}-subject`} label="Assunto" error={errors.subject?.message} {...register("subject")} />
        </div>
        <TextareaField
          id={`${id}-message`}
          label="Mensagem"
          rows={compact ? 4 : 6}
          className="[&_textarea]:resize-y"
          error={errors.message?.message}
          counter={{ length: message.length, max: SUPPORT_MESSAGE_MAX }}
          {...register("message")}
        />
        <CaptchaField key={captchaKey} onChange={onCaptcha} error={errors.captcha?.message} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={formState.isSubmitting || enterpriseBlocked}>
            {formState.isSubmitting ? "Enviando..." : "Enviar mensagem"}
          </Button>
        </div>
      </form>
      {ownToaster && <Toaster position="bottom-center" />}
    </>
  );
}

"use client";
// Types 1/19: "Gerar convite" opens a dialog with the member's short link (served by the app at
// /i/{code}) and an e-mail form for up to 5 friends; a sixth is refused.
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import Link from "next/link";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { inviteLinkAction, sendInvitesAction } from "@/lib/activities/actions";
import { inviteEmailsSchema, MSG_INVITE_LIMIT } from "@/lib/activities/forms";
import { MAX_INVITE_EMAILS } from "@/lib/activities/types";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const formSchema = inviteEmailsSchema.pick({ emails: true });
type Values = { emails: { value: string }[] };

export function InviteBody({ activityId, disabled }: { activityId: number; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const { control, register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { emails: [{ value: "" }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "emails" });

  const loadLink = async () => {
    if (link) return;
    const r = await inviteLinkAction({ activityId });
    if (r.ok) setLink(r.data.shortLink);
    else toast(r.message, "error");
  };

  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-bold text-ink">Convide amigos</p>
        <p className="text-sm text-ink-muted">
          Veja quem já aceitou em{" "}
          <Link href="/homepage/convites-do-usuario" className="font-bold text-brand-ink underline">
            Meus convites
          </Link>
          .
        </p>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) void loadLink();
        }}
      >
        <DialogTrigger asChild>
          <Button size="lg" disabled={disabled}>
            Gerar convite
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-lg">
          <DialogTitle className="text-xl font-bold text-ink">Seu convite</DialogTitle>
          <DialogDescription className="mt-1 text-ink-muted">Copie o link ou envie por e-mail.</DialogDescription>
          <div className="mt-4 flex gap-2">
            <Field label="Link do convite" srOnlyLabel className="flex-1">
              <Input readOnly value={link ?? "Gerando..."} className="h-11 bg-surface-muted px-3 text-sm" data-testid="invite-link" />
            </Field>
            <Button
              variant="outline"
              disabled={!link}
              onClick={async () => {
                if (!link) return;
                await navigator.clipboard?.writeText(link).catch(() => undefined);
                setCopied(true);
                setTimeout(() => setCopied(false), 2000);
              }}
            >
              {copied ? "Copiado!" : "Copiar"}
            </Button>
          </div>
          <form
            noValidate
            className="mt-6"
            onSubmit={handleSubmit(async (values) => {
              const r = await sendInvitesAction({ activityId, emails: values.emails });
              if (!r.ok) return toast(r.message, "error");
              toast(r.data.sent === 1 ? "Convite enviado." : `${r.data.sent} convites enviados.`);
              reset({ emails: [{ value: "" }] });
              setLimitHit(false);
            })}
          >
            <fieldset>
              <legend className="font-bold text-ink">Convidar por e-mail</legend>
              <div className="mt-3 space-y-2">
                {fields.map((field, i) => {
                  const error = formState.errors.emails?.[i]?.value?.message;
                  return (
                    <div key={field.id}>
                      <div className="flex gap-2">
                        <Field label={`E-mail ${i + 1}`} srOnlyLabel className="flex-1">
                          <Input
                            type="email"
                            placeholder="amigo@email.com"
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `invite-email-${i}-error` : undefined}
                            className="h-11 px-3"
                            {...register(`emails.${i}.value`)}
                          />
                        </Field>
                        {fields.length > 1 && (
                          <button type="button" onClick={() => { remove(i); setLimitHit(false); }} className="rounded-xl px-3 text-ink-muted hover:bg-surface-muted" aria-label={`Remover e-mail ${i + 1}`}>
                            ✕
                          </button>
                        )}
                      </div>
                      {error && <p id={`invite-email-${i}-error`} className="mt-1 text-sm font-semibold text-red-700">{error}</p>}
                    </div>
                  );
                })}
              </div>
            </fieldset>
            {limitHit && (
              <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
                {MSG_INVITE_LIMIT}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                type="button"
                variant="ghost"
                onClick={() => (fields.length >= MAX_INVITE_EMAILS ? setLimitHit(true) : append({ value: "" }))}
              >
                + Adicionar e-mail
              </Button>
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? "Enviando..." : "Enviar convites"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

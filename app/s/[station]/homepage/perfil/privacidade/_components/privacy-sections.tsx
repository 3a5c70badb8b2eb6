"use client";
// The four parts of "Privacidade e dados": downloads (plain links to the route handlers, which
// answer attachments), the correction request, the marketing choice and the account deletion
// (a confirmation, then the 6-digit code e-mailed to the member, then a farewell panel).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DownloadIcon, FileTextIcon, MailIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { TextareaField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatDate } from "@/lib/format";
import { CORRECTION_MAX, correctionSchema, deletionCodeSchema, LEGAL_DEADLINE_DAYS, STATUS_LABELS } from "@/lib/privacy/texts";
import { confirmDeletionAction, requestCorrectionAction, requestDeletionAction, setMarketingAction } from "../actions";

interface Correction {
  id: number;
  details: string | null;
  status: string;
  answer: string | null;
  requestedAt: string;
}

interface Props {
  stationName: string;
  email: string | null;
  marketing: boolean;
  editable: string[];
  deletionPending: boolean;
  corrections: Correction[];
}

export function PrivacySections(props: Props) {
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Farewell stationName={props.stationName} />;
  return (
    <>
      <Downloads />
      <Corrections editable={props.editable} corrections={props.corrections} />
      <Marketing initial={props.marketing} email={props.email} />
      <Deletion email={props.email} pending={props.deletionPending} onDeleted={() => setDeleted(true)} />
    </>
  );
}

function SectionTitle({ id, icon: Icon, children }: { id: string; icon: typeof MailIcon; children: React.ReactNode }) {
  return (
    <CardTitle id={id} className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
        <Icon className="size-5" aria-hidden />
      </span>
      {children}
    </CardTitle>
  );
}

function Downloads() {
  return (
    <Card role="region" aria-labelledby="baixar-title">
      <SectionTitle id="baixar-title" icon={DownloadIcon}>
        Baixar meus dados
      </SectionTitle>
      <CardDescription className="mt-3">
        Uma cópia de tudo o que guardamos sobre você: perfil, consentimentos, extrato de pontos, pedidos, participações, mural, convites, planos e serviços. O arquivo JSON serve
        para levar seus dados a outro serviço; o documento pode ser lido e impresso.
      </CardDescription>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/homepage/perfil/privacidade/baixar/html" download className={buttonVariants({ variant: "primary" })}>
          <FileTextIcon className="size-4" aria-hidden />
          Baixar documento (HTML)
        </a>
        <a href="/homepage/perfil/privacidade/baixar/json" download className={buttonVariants({ variant: "outline" })}>
          <DownloadIcon className="size-4" aria-hidden />
          Baixar dados (JSON)
        </a>
      </div>
    </Card>
  );
}

function Corrections({ editable, corrections }: { editable: string[]; corrections: Correction[] }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: correctionSchema,
    action: requestCorrectionAction,
    defaultValues: { details: "" },
    onSuccess: (data) => {
      toast(data.message);
      form.reset({ details: "" });
      router.refresh();
    },
  });
  return (
    <Card role="region" aria-labelledby="corrigir-title">
      <SectionTitle id="corrigir-title" icon={PencilIcon}>
        Corrigir meus dados
      </SectionTitle>
      {editable.length > 0 ? (
        <CardDescription className="mt-3">
          Você mesmo altera {editable.join(", ").replace(/, ([^,]*)$/, " e $1")} em{" "}
          <Link href="/homepage/perfil" className="font-bold text-brand-ink underline">
            Editar perfil
          </Link>
          . Para corrigir outros dados (como CPF, e-mail ou telefone), descreva abaixo o que está errado: a estação responde por e-mail em até {LEGAL_DEADLINE_DAYS} dias.
        </CardDescription>
      ) : (
        <CardDescription className="mt-3">
          Nesta estação os dados do perfil não são alterados pelo membro. Descreva abaixo o que está errado: a estação responde por e-mail em até {LEGAL_DEADLINE_DAYS} dias.
        </CardDescription>
      )}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <TextareaField
          label="O que precisa ser corrigido?"
          rows={4}
          maxLength={CORRECTION_MAX}
          counter={{ length: (form.watch("details") ?? "").length, max: CORRECTION_MAX }}
          {...form.register("details")}
          error={form.formState.errors.details?.message}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!ready || pending}>
            {pending ? "Enviando..." : "Pedir correção"}
          </Button>
        </div>
      </form>
      {corrections.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-ink">Seus pedidos de correção</h3>
          <ul className="mt-2 grid gap-2">
            {corrections.map((c) => (
              <li key={c.id} className="rounded-2xl border border-line p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-ink-muted">Pedido em {formatDate(c.requestedAt)}</span>
                  <Badge variant={c.status === "done" ? "success" : "warning"}>{STATUS_LABELS.correction[c.status as "open" | "done"] ?? c.status}</Badge>
                </div>
                {c.details && <p className="mt-1 whitespace-pre-line text-ink">{c.details}</p>}
                {c.answer && <p className="mt-2 rounded-xl bg-surface-muted p-2 whitespace-pre-line text-ink">Resposta: {c.answer}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Marketing({ initial, email }: { initial: boolean; email: string | null }) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    const result = await setMarketingAction({ subscribed: !subscribed });
    setBusy(false);
    if (!result.ok) return toast(result.message, "error");
    setSubscribed(result.data.subscribed);
    toast(result.data.message);
  };
  return (
    <Card role="region" aria-labelledby="comunicacoes-title">
      <SectionTitle id="comunicacoes-title" icon={MailIcon}>
        Receber comunicações
      </SectionTitle>
      <p className="mt-3 text-ink" aria-live="polite" data-testid="marketing-state">
        {subscribed
          ? `Você aceita receber novidades e ofertas por e-mail${email ? ` em ${email}` : ""}.`
          : "Você não recebe novidades e ofertas por e-mail."}
      </p>
      <p className="mt-1 text-sm text-ink-muted">Mensagens sobre sua conta e seus pedidos continuam chegando em qualquer caso.</p>
      <div className="mt-4">
        <Button type="button" variant="outline" onClick={change} disabled={busy}>
          {busy ? "Salvando..." : subscribed ? "Não quero mais receber" : "Quero receber"}
        </Button>
      </div>
    </Card>
  );
}

function Deletion({ email, pending, onDeleted }: { email: string | null; pending: boolean; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(pending);
  const { form, submit, pending: confirming, ready } = useActionForm({
    schema: deletionCodeSchema,
    action: confirmDeletionAction,
    defaultValues: { code: "" },
    onSuccess: () => onDeleted(),
  });
  const send = async () => {
    setBusy(true);
    const result = await requestDeletionAction({});
    setBusy(false);
    setAsking(false);
    if (!result.ok) return toast(result.message, "error");
    setCodeSent(true);
    toast(result.data.message);
  };
  return (
    <Card role="region" aria-labelledby="excluir-title" className="border-red-200">
      <SectionTitle id="excluir-title" icon={Trash2Icon}>
        Excluir minha conta
      </SectionTitle>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
        <li>Seus dados pessoais (nome, CPF, e-mail, telefone, endereço, data de nascimento e foto) são apagados.</li>
        <li>Suas publicações e comentários no mural são removidos.</li>
        <li>Seus pontos são perdidos. O extrato de pontos e os pedidos ficam guardados sem o seu nome, como a lei fiscal exige.</li>
        <li>Você não consegue mais entrar com esta conta. A exclusão não pode ser desfeita.</li>
      </ul>
      {!codeSent ? (
        <div className="mt-4">
          <Button type="button" className="bg-red-700 text-white hover:bg-red-800" onClick={() => setAsking(true)}>
            <Trash2Icon className="size-4" aria-hidden />
            Excluir minha conta
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
          <p className="text-ink">
            Enviamos um código de 6 dígitos para {email ?? "o seu e-mail"}. Digite-o para confirmar a exclusão. Ele vale por 30 minutos.
          </p>
          <TextField label="Código de confirmação" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register("code")} error={form.formState.errors.code?.message} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={send} disabled={busy || confirming}>
              {busy ? "Enviando..." : "Enviar outro código"}
            </Button>
            <Button type="submit" className="bg-red-700 text-white hover:bg-red-800" disabled={!ready || confirming}>
              {confirming ? "Excluindo..." : "Confirmar exclusão"}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Excluir sua conta?"
        description={`Vamos enviar um código para ${email ?? "o seu e-mail"}. A conta só é excluída quando você digitar o código aqui.`}
        confirmLabel="Enviar código"
        busyLabel="Enviando..."
        busy={busy}
        onConfirm={send}
      />
    </Card>
  );
}

function Farewell({ stationName }: { stationName: string }) {
  return (
    <Card role="status">
      <CardTitle>Sua conta foi excluída</CardTitle>
      <CardDescription className="mt-2">
        Seus dados pessoais foram apagados do programa {stationName}. Enviamos uma confirmação para o seu e-mail. Obrigado por ter participado.
      </CardDescription>
      <div className="mt-4">
        <a href="/logout" className={buttonVariants({ variant: "primary" })}>
          Ir para o início
        </a>
      </div>
    </Card>
  );
}

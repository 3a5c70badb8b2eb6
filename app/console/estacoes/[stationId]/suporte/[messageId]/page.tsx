// One support message: who wrote it (the member's account when signed in, else the name and
// e-mail the visitor typed), the message, the reply already sent, and the reply form and
// "Encerrar". Another station's message, or a made-up number, is the console's 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDateTime, formatPhone } from "@/lib/format";
import { getConsoleSupportMessage } from "@/lib/support/console/queries";
import { SUPPORT_STATUS_LABELS } from "@/lib/support/console/schemas";
import { ConsolePage, ConsoleSection } from "../../../../_components/console-page";
import { SUPPORT_KIND_LABELS, SUPPORT_STATUS_BADGE } from "../support-labels";
import { SupportReply } from "./support-reply";

export const metadata: Metadata = { title: "Mensagem de suporte" };

export default async function SupportMessagePage({ params }: { params: Promise<{ stationId: string; messageId: string }> }) {
  const { station } = await requireConsolePage(params);
  const raw = (await params).messageId;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const message = id ? await getConsoleSupportMessage(await getDb(), station.id, id) : null;
  if (!message) notFound();
  const back = `/estacoes/${station.id}/suporte`;
  return (
    <ConsolePage
      eyebrow="Suporte"
      title={message.subject}
      actions={
        <Link href={back} className="inline-flex items-center gap-2 text-sm font-bold text-ink hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden />
          Voltar às mensagens
        </Link>
      }
    >
      <ConsoleSection>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-bold text-ink-muted">De</dt>
            <dd className="text-ink">
              {message.member ? (
                <>
                  {message.member.name ?? message.name} <Badge variant="neutral">Membro conectado</Badge>
                </>
              ) : (
                message.name
              )}
            </dd>
            <dt className="font-bold text-ink-muted">E-mail</dt>
            <dd className="break-all text-ink">{message.email}</dd>
            {message.member?.email && message.member.email !== message.email && (
              <>
                <dt className="font-bold text-ink-muted">E-mail da conta</dt>
                <dd className="break-all text-ink">{message.member.email}</dd>
              </>
            )}
            <dt className="font-bold text-ink-muted">Telefone</dt>
            <dd className="text-ink">{message.phone ? formatPhone(message.phone) : "Não informado"}</dd>
            <dt className="font-bold text-ink-muted">Formulário</dt>
            <dd className="text-ink">{SUPPORT_KIND_LABELS[message.kind]}</dd>
            <dt className="font-bold text-ink-muted">Recebida em</dt>
            <dd className="text-ink">{formatDateTime(message.createdAt)}</dd>
          </dl>
          <Badge variant={SUPPORT_STATUS_BADGE[message.status]}>{SUPPORT_STATUS_LABELS[message.status]}</Badge>
        </div>
        <p className="mt-6 rounded-2xl bg-slate-50 p-5 whitespace-pre-line text-ink">{message.message}</p>
      </ConsoleSection>

      {message.reply && (
        <ConsoleSection
          title="Resposta enviada"
          description={`${message.repliedBy ? `Por ${message.repliedBy.name}` : "Enviada"}${message.repliedAt ? ` em ${formatDateTime(message.repliedAt)}` : ""}, para ${message.email}.`}
        >
          <p className="rounded-2xl bg-emerald-50 p-5 whitespace-pre-line text-ink">{message.reply}</p>
        </ConsoleSection>
      )}

      {message.status === "closed" ? (
        <ConsoleSection>
          <p className="text-ink-muted">Mensagem encerrada{message.closedAt ? ` em ${formatDateTime(message.closedAt)}` : ""}. Ela não recebe mais respostas.</p>
        </ConsoleSection>
      ) : (
        <ConsoleSection title={message.reply ? "Responder de novo" : "Responder"} description={`A resposta vai por e-mail para ${message.email} e fica guardada aqui.`}>
          <SupportReply stationId={station.id} messageId={message.id} />
        </ConsoleSection>
      )}
    </ConsolePage>
  );
}

// /dev/outbox: the development mailbox of this station (newest first), so a person trying the
// product can read the code or link of a sign-up. 404 unless devOutboxDecision opens it: only for
// a client on the server's own machine (loopback socket, as the front signed it) or DEV_OUTBOX=1.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { OutboxText } from "@/components/accounts/outbox-message";
import { devOutboxDecisionFor } from "@/lib/security/dev-outbox";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb } from "@/lib/db/client";
import { requestPeer } from "@/lib/security/client-ip";
import { formatDateTime, formatPhone } from "@/lib/format";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Caixa de saída (desenvolvimento)", robots: { index: false, follow: false } };

export default async function DevOutboxPage({ params }: { params: Promise<{ station: string }> }) {
  await connection();
  const decision = devOutboxDecisionFor(await requestPeer());
  if (!decision.open) notFound();
  const station = await stationFromParams(params);
  const messages = await listOutbox(await getDb(), station.id, 50);
  return (
    <main id="conteudo" className="mx-auto max-w-[1180px] px-4 py-10 sm:px-6">
      <p className="text-sm font-bold tracking-widest text-brand-ink uppercase">Ambiente de demonstração</p>
      <h1 className="mt-1 text-3xl font-bold text-ink">Caixa de saída</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        E-mails e SMS que {station.name} enviaria. Sem um provedor configurado eles ficam aqui: use o código ou o link para concluir o
        cadastro.
      </p>
      <p className="mt-3 max-w-2xl rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
        {decision.why === "flag"
          ? "Esta página está aberta a qualquer visitante porque o servidor foi iniciado com DEV_OUTBOX=1. Desligue essa opção fora de demonstrações."
          : "Esta página só aparece para quem acessa pelo próprio computador do servidor (endereço de loopback, conferido pela conexão e não por cabeçalhos) num domínio localhost. Para mostrá-la em outro lugar, inicie o servidor com DEV_OUTBOX=1."}
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">Nenhuma mensagem enviada ainda.</p>
      ) : (
        <ol className="mt-8 flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="rounded-full bg-surface-muted px-2.5 py-0.5 font-bold text-ink">{message.channel === "sms" ? "SMS" : "E-mail"}</span>
                <span>
                  Para <strong className="text-ink">{message.channel === "sms" ? formatPhone(message.recipient) : message.recipient}</strong>
                </span>
                <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt)}</time>
              </div>
              {message.subject && <h2 className="mt-2 text-lg font-bold text-ink">{message.subject}</h2>}
              <div className="mt-2">
                <OutboxText text={message.text} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

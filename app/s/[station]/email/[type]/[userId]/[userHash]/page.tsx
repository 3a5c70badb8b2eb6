// /email/{inscricao|desinscricao}/{userId}/{userHash}: the e-mail subscription page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StationLogo } from "@/components/site/station-logo";
import { SUBSCRIPTION_MESSAGES } from "@/lib/accounts/email-subscription";
import { stationFromParams } from "@/lib/stations/current";
import { SubscriptionStatus } from "./subscription-status";

export const metadata: Metadata = { title: "Preferências de e-mail", robots: { index: false } };

type Params = { station: string; type: string; userId: string; userHash: string };

export default async function EmailSubscriptionPage({ params }: { params: Promise<Params> }) {
  const station = await stationFromParams(params);
  const { type, userId, userHash } = await params;
  if (type !== "inscricao" && type !== "desinscricao") notFound();
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <div className="h-40 bg-brand" aria-hidden />
      <main id="conteudo" className="-mt-28 flex flex-1 flex-col items-center px-4 pb-12">
        <div className="mb-5 rounded-xl bg-white px-4 py-2 shadow-sm">
          <StationLogo station={station} />
        </div>
        <section className="w-full max-w-md rounded-3xl border border-line bg-white p-8 shadow-xl shadow-slate-900/5" aria-labelledby="email-title">
          <h1 id="email-title" className="mb-6 text-center text-xl font-bold text-ink">
            {type === "inscricao" ? "Inscrição na lista de e-mails" : "Cancelar inscrição de e-mails"}
          </h1>
          <SubscriptionStatus type={type} userId={userId} hash={decodeURIComponent(userHash)} texts={SUBSCRIPTION_MESSAGES[type]} />
        </section>
      </main>
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/activities/page-heading";
import { Button } from "@/components/ui/button";
import { loadMyInvitations } from "@/lib/activities/invitations";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatDate, maskEmail } from "@/lib/format";

export const metadata: Metadata = { title: "Meus convites" };

export default async function MyInvitationsPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const { accepted, sent } = await loadMyInvitations(station.id, user.id);
  return (
    <>
      <PageHeading title="Meus convites" subtitle="Amigos que se cadastraram com o seu convite.">
        <Button asChild variant="outline">
          <Link href="/homepage/atividades">Convidar mais amigos</Link>
        </Button>
      </PageHeading>
      <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Convidados cadastrados</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-bold">Convidado</th>
              <th scope="col" className="px-5 py-3 font-bold">Cadastro</th>
              <th scope="col" className="px-5 py-3 font-bold">Situação</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {accepted.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-5 py-10 text-center text-ink-muted">
                  Nenhum amigo se cadastrou com o seu convite ainda.
                </td>
              </tr>
            ) : (
              accepted.map((i) => (
                <tr key={i.id}>
                  <td className="px-5 py-3 font-semibold text-ink">{i.name}</td>
                  <td className="px-5 py-3 text-ink">{formatDate(i.createdAt)}</td>
                  <td className="px-5 py-3">
                    <span className={i.credited ? "rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-900" : "rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900"}>
                      {i.credited ? "Pontos creditados" : "Aguardando confirmação"}
                    </span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {sent.length > 0 && (
        <section className="mt-8">
          <h2 className="mb-3 text-lg font-bold text-ink">Convites enviados por e-mail</h2>
          <ul className="divide-y divide-line rounded-3xl border border-line bg-white shadow-sm">
            {sent.map((s, i) => (
              <li key={i} className="flex justify-between px-5 py-3 text-sm">
                <span className="text-ink">{maskEmail(s.email)}</span>
                <span className="text-ink-muted">{formatDate(s.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

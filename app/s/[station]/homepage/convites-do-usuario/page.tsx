import type { Metadata } from "next";
import Link from "next/link";
import { PageHeading } from "@/components/activities/page-heading";
import { SentInvitations } from "@/components/activities/sent-invitations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { loadMyInvitations } from "@/lib/activities/invitations";
import { requireMemberPage } from "@/lib/auth/guard";
import { formatDate } from "@/lib/format";

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
      <Table className="shadow-sm">
        <caption className="sr-only">Convidados cadastrados</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="px-5">Convidado</TableHead>
            <TableHead className="px-5">Cadastro</TableHead>
            <TableHead className="px-5">Situação</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accepted.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} className="px-5 py-10 text-center text-ink-muted">
                Nenhum amigo se cadastrou com o seu convite ainda.
              </TableCell>
            </TableRow>
          ) : (
            accepted.map((i) => (
              <TableRow key={i.id}>
                <TableCell className="px-5 font-semibold">{i.name}</TableCell>
                <TableCell className="px-5">{formatDate(i.createdAt)}</TableCell>
                <TableCell className="px-5">
                  <Badge variant={i.credited ? "success" : "warning"}>{i.credited ? "Pontos creditados" : "Aguardando confirmação"}</Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {sent.items.length > 0 && (
        <section className="mt-8">
          <h2 className="mb-3 text-lg font-bold text-ink">Convites enviados por e-mail</h2>
          <Card className="p-0">
            <SentInvitations firstPage={sent} />
          </Card>
        </section>
      )}
    </>
  );
}

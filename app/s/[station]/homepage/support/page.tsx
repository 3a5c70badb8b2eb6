// /homepage/support ("Fale conosco"): the support form for a
// signed-in member, name and e-mail filled from their account, their id attached by the action.
// Success: "Operação realizada com sucesso", then the home page.
import type { Metadata } from "next";
import { PageHeading } from "@/components/activities/page-heading";
import { SupportForm } from "@/components/site/support-form";
import { SupportContacts } from "@/components/site/support-page";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { memberSupportAction } from "./actions";

export const metadata: Metadata = { title: "Fale conosco" };

export default async function MemberSupportPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1fr_2fr]">
      <div>
        <PageHeading title="Fale conosco" subtitle="Dúvidas, sugestões ou problemas? Escreva para a equipe do clube." />
        <SupportContacts station={station} />
      </div>
      <Card>
        <SupportForm action={memberSupportAction} prefill={{ name: user.name ?? "", email: user.email ?? "" }} compact ownToaster={false} />
      </Card>
    </div>
  );
}

// /homepage/planos/sobconsulta: the enterprise contact: only on stations whose
// setting turns the enterprise card on. The kit's support form in its enterprise mode (button
// disabled until e-mail, name, message and captcha are filled), mailed to the station's contact.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { SupportForm } from "@/components/site/support-form";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { enterpriseContactAction } from "@/lib/plans/actions";

export const metadata: Metadata = { title: "Plano Enterprise" };

export default async function EnterprisePlanPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  if (!member.station.settings.enterprisePlanCard) notFound();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Plano Enterprise" subtitle="Conte o que sua empresa precisa e nossa equipe responde por e-mail." />
      <Card>
        <SupportForm action={enterpriseContactAction} kind="enterprise" defaultSubject="Plano Enterprise" compact ownToaster={false} />
      </Card>
    </div>
  );
}

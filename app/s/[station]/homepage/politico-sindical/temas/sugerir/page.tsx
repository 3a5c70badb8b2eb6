// /homepage/politico-sindical/temas/sugerir: "Sugerir tema" as its own page (a link can open the
// form directly); after sending, back to the themes.
import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeading } from "@/components/activities/page-heading";
import { SuggestThemePageForm } from "@/components/services/themes";
import { requireMemberPage } from "@/lib/auth/guard";
import { requireServiceMember } from "@/lib/services/area";
import { serviceHref } from "@/lib/services/modules";
import { SUGGEST_THEME } from "@/lib/services/texts";

export const metadata: Metadata = { title: "Sugerir tema · Político-sindical" };

export default async function SuggestThemePage({ params }: { params: Promise<{ station: string }> }) {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  requireServiceMember(ctx, "political");
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title={SUGGEST_THEME} subtitle="Conte qual assunto o sindicato deveria acompanhar e por quê." />
      <Card>
        <SuggestThemePageForm listHref={serviceHref("political", "temas")} />
      </Card>
    </div>
  );
}

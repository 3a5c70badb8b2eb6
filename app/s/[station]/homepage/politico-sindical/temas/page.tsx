// /homepage/politico-sindical/temas: the station's political-union themes, each opening its
// detail, and "Sugerir tema".
import type { Metadata } from "next";
import { PageHeading } from "@/components/activities/page-heading";
import { SuggestThemeDialog, ThemeList } from "@/components/services/themes";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listThemes } from "@/lib/services/cases";
import { requireServiceMember } from "@/lib/services/area";
import { THEMES_TITLE } from "@/lib/services/texts";
import { toThemeCard } from "@/lib/services/views";

export const metadata: Metadata = { title: "Temas · Político-sindical" };

export default async function ThemesPage({ params }: { params: Promise<{ station: string }> }) {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  requireServiceMember(ctx, "political");
  const themes = (await listThemes(await getDb(), ctx.station.id)).map(toThemeCard);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={THEMES_TITLE} subtitle="Os assuntos que o sindicato acompanha e o que defende em cada um.">
        <SuggestThemeDialog />
      </PageHeading>
      <ThemeList themes={themes} />
    </div>
  );
}

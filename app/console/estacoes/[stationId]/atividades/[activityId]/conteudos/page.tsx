// Tab "Conteúdos" of a content activity (16): the text blocks and their "Saiba mais" links.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listContents } from "@/lib/activities/console/parts/queries";
import { htmlToText } from "@/lib/activities/html-text";
import { getDb } from "@/lib/db/client";
import { truncate } from "@/lib/format/text";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Conteúdos" };

/** The block as one line: inline tags vanish without a gap ("<b>Oi</b>!" → "Oi!"), blocks end with one. */
const preview = (html: string) => htmlToText(html.replace(/<\/?(strong|em|b|i|u|a|span|small|code|mark)(\s[^>]*)?>/gi, ""));

export default async function ContentsTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "conteudos");
  const rows = await listContents(await getDb(), station.id, activity.id);
  const items = rows.map((c, i) => {
    // A block that opens with a heading shows it as its title and the rest beneath.
    const headed = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>([\s\S]*)$/i.exec(c.text);
    const title = headed ? preview(headed[1]!) : preview(c.text);
    const rest = headed ? preview(headed[2]!) : "";
    return {
      id: c.id,
      title: truncate(title, 90) || `Bloco ${i + 1}`,
      details: [...(rest ? [truncate(rest, 120)] : []), ...(c.link ? [c.link] : [])],
      badges: c.link ? [{ text: "Com link", variant: "soft" as const }] : [],
      values: { text: c.text, link: c.link ?? "" },
    };
  });
  return (
    <PartTabFrame title="Conteúdos" description="Os blocos de texto que o membro lê nesta atividade, na ordem em que foram criados.">
      <PartListEditor kind="content" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}

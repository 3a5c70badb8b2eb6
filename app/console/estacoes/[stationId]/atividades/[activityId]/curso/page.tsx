// Tab "Curso presencial" of a course activity (4): price, discounted price, date and rules of each
// class.
import type { Metadata } from "next";
import { PartListEditor } from "@/components/console/activity-parts/part-list-editor";
import { PartTabFrame, partTabActivity, type TabParams } from "@/components/console/activity-parts/tab-frame";
import { listCourses } from "@/lib/activities/console/parts/queries";
import { getDb } from "@/lib/db/client";
import { formatBRL } from "@/lib/format/money";
import { requireConsolePage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Curso presencial" };

const when = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short", timeZone: "America/Sao_Paulo" });
/** A stored moment as the datetime-local text of Brasília time. */
const localValue = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 16);

/** Read at request time (a server page renders once per request). */
const isPast = (d: Date) => d.getTime() < Date.now();

export default async function CourseTab({ params }: { params: TabParams }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const activity = await partTabActivity(station.id, params, "curso");
  const rows = await listCourses(await getDb(), station.id, activity.id);
  const items = rows.map((c) => ({
    id: c.id,
    title: c.date ? when.format(c.date) : "Turma sem data marcada",
    details: [c.discountPrice > 0 ? `${formatBRL(c.discountPrice)} (de ${formatBRL(c.price)})` : c.price > 0 ? formatBRL(c.price) : "Gratuito"],
    badges: c.date && isPast(c.date) ? [{ text: "Já aconteceu", variant: "neutral" as const }] : c.rules ? [{ text: "Com regras", variant: "soft" as const }] : [],
    values: { price: formatBRL(c.price), discountPrice: formatBRL(c.discountPrice), date: c.date ? localValue(c.date) : "", rules: c.rules ?? "" },
  }));
  return (
    <PartTabFrame title="Curso presencial" description="As turmas do curso. O membro se inscreve em “Eu quero!” e recebe um voucher com código.">
      <PartListEditor kind="course" stationId={station.id} activityId={activity.id} items={items} />
    </PartTabFrame>
  );
}

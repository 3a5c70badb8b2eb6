// The frame of one part tab of an activity page: the owner check, the activity (of this station,
// of a type that has this tab, else 404), and a white section titled with the tab (an h2: the
// activity page's layout holds the h1, the header and the tab bar around it).
import "server-only";
import { notFound } from "next/navigation";
import { activityForTab, type ConsoleActivityRef } from "@/lib/activities/console/parts/queries";
import type { PartTab } from "@/lib/activities/console/parts/tabs";
import { getDb } from "@/lib/db/client";

export type TabParams = Promise<{ stationId: string; activityId: string }>;

/** The page's activity (after the page's requireConsolePage): this station's, with this tab, or 404. */
export async function partTabActivity(stationId: number, params: TabParams, tab: PartTab): Promise<ConsoleActivityRef> {
  const raw = (await params).activityId;
  const activity = /^\d{1,9}$/.test(raw) ? await activityForTab(await getDb(), stationId, Number(raw), tab) : null;
  if (!activity) notFound();
  return activity;
}

export function PartTabFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8" aria-labelledby="part-tab-title">
      <h2 id="part-tab-title" className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-ink-muted">{description}</p>
      {children}
    </section>
  );
}

/** A part's stock as the list shows it: units left, sold out, or unlimited (stock null, coupons). */
export function stockBadge(stock: number | null): { text: string; variant: "neutral" | "success" | "danger" } {
  if (stock === null) return { text: "Estoque ilimitado", variant: "neutral" };
  return stock > 0 ? { text: `${stock.toLocaleString("pt-BR")} em estoque`, variant: "success" } : { text: "Esgotado", variant: "danger" };
}

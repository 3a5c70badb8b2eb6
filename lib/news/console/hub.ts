// The Conteúdo hub's numbers: how many rows each module holds for the station.
import "server-only";
import { count, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { fuelCampaigns } from "@/lib/fuel/schema";
import { downloads, schedules } from "@/lib/library/schema";
import { serviceAppointments } from "@/lib/services/schema";
import { trophyRules } from "@/lib/trophies/schema";
import { news } from "../schema";

export async function contentCounts(db: DbOrTx, stationId: number) {
  const n = async (table: typeof news | typeof downloads | typeof schedules | typeof fuelCampaigns | typeof trophyRules | typeof serviceAppointments) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.stationId, stationId));
    return row?.n ?? 0;
  };
  const [newsN, downloadsN, schedulesN, campaignsN, trophiesN, appointmentsN] = await Promise.all([
    n(news),
    n(downloads),
    n(schedules),
    n(fuelCampaigns),
    n(trophyRules),
    n(serviceAppointments),
  ]);
  return { news: newsN, downloads: downloadsN, schedules: schedulesN, campaigns: campaignsN, trophies: trophiesN, appointments: appointmentsN };
}

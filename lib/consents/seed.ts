// The demo's consents: every demo member without a recorded acceptance accepts the texts their
// station shows now (channel "seed"), so signing in as one never stops at the re-acceptance
// screen. Run last by lib/seed/demo.ts, after the content seed set the stations' own texts.
// Members who already have an acceptance are left alone: a text changed since then still asks.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { readStationSettings } from "@/lib/stations/settings";
import { stations } from "@/lib/stations/schema";
import { acceptLegalTexts } from "./ledger";

export async function seedConsentsDemo(db: Db, stationIds: number[]): Promise<void> {
  const rows = await db
    .select({ id: stations.id, termsOfUseHtml: stations.termsOfUseHtml, privacyPolicyHtml: stations.privacyPolicyHtml, settings: stations.settings })
    .from(stations)
    .where(inArray(stations.id, stationIds));
  for (const row of rows) {
    const station = { ...row, settings: readStationSettings(row.settings) };
    const members = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.stationId, station.id), isNull(users.legalConsentVersion), ne(users.typeId, USER_TYPE_OWNER), isNull(users.deletedAt)));
    for (const member of members) await acceptLegalTexts(db, station, member.id, "seed");
  }
}

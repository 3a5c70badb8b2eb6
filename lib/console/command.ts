// What every console action does after the guard let it in: run the module's command as the signed-in
// account on the guard's station (the command writes its change and its audit row in one
// transaction), then expire that station's public pages.
import "server-only";
import type { ConsoleContext } from "@/lib/auth/guard";
import { getDb, type Db } from "@/lib/db/client";
import { revalidateStationSite } from "@/lib/stations/revalidate";

export interface ConsoleActor {
  stationId: number;
  actorId: number;
}

export async function runConsoleCommand<T>(ctx: Pick<ConsoleContext, "account" | "station">, command: (db: Db, actor: ConsoleActor) => Promise<T>): Promise<T> {
  const result = await command(await getDb(), { stationId: ctx.station.id, actorId: ctx.account.id });
  await revalidateStationSite(ctx.station);
  return result;
}

// After a write to a station's data: drop this server's copy of the station and of the cached
// public pages, so the next visitor sees the change. Other servers catch up within their TTLs
// (15 s for the station row, REVALIDATE_SECONDS for pages). Only callable from a Server Action or
// a Route Handler; library code stays free of it so scripts and tests can write stations too.
import "server-only";
import { revalidatePath } from "next/cache";
import { invalidateStationContent } from "@/lib/content/public";
import { invalidateStation } from "./queries";

export function revalidateStationSite(station: { id: number; slug: string; domain: string | null }): void {
  invalidateStation(station);
  // Its sections, plans and activities are cached as data too; pages rebuilt now must not reuse them.
  invalidateStationContent(station.id);
  // Cached pages are tagged by route file, not by station, so the layout's route pattern is the
  // one handle that reaches every page of a station, its cached "not found" answers included. It
  // expires every station's public pages on this server; each renders again on its next visit.
  revalidatePath("/s/[station]", "layout");
}

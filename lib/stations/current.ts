// "Which station is this request for?" — from the route segment in pages and layouts, from the
// Host header in Server Actions and Route Handlers (which have no params). Never from client input.
import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env, publicOrigin } from "@/lib/env";
import { resolveHost } from "./host";
import { getStationByKey, type Station } from "./queries";

export async function stationFromParams(params: Promise<{ station: string }>): Promise<Station> {
  const station = await getStationByKey(decodeURIComponent((await params).station));
  if (!station) notFound();
  return station;
}

/** The station of the request's host, or null on the apex and unknown hosts. */
export async function stationFromRequest(): Promise<Station | null> {
  const target = resolveHost((await headers()).get("host"), env.ROOT_DOMAIN);
  return target.kind === "station" ? getStationByKey(target.key) : null;
}

/** Like stationFromRequest, for actions that only make sense on a station host. */
export async function requireStationFromRequest(): Promise<Station> {
  const station = await stationFromRequest();
  if (!station) notFound();
  return station;
}

/** Absolute origin of this station's site: its own domain, or {slug}.{ROOT_DOMAIN} (with the public port). */
export function stationOrigin(station: Pick<Station, "slug" | "domain">): string {
  return publicOrigin(station.domain ?? `${station.slug}.${env.ROOT_DOMAIN}`);
}

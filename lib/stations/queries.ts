// Reading stations. A page resolves its station once per request through getStationByKey; the
// result is a plain object safe to hand to client components (no internal fields).
import "server-only";
import { eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { news } from "@/lib/news/schema";
import { plans } from "@/lib/plans/schema";
import { isDomainKey } from "./host";
import { establishments, stations, type EstablishmentRow, type StationRow } from "./schema";
import { readStationSettings, type StationSettings } from "./settings";

export interface Station {
  id: number;
  slug: string;
  name: string;
  url: string | null;
  domain: string | null;
  description: string | null;
  address: string | null;
  contactMail: string | null;
  supportPhone: string | null;
  hasApp: boolean;
  ios: string | null;
  android: string | null;
  hasMajoritySecurity: boolean;
  public: boolean;
  maintenance: boolean;
  mainBrandColor: string;
  mainBrandImage: string | null;
  secondaryBrandImage: string | null;
  faviconImage: string | null;
  backgroundImage: string | null;
  headerImages: string[];
  font: string;
  currencyName: string | null;
  currencyMultiplier: string;
  currencyNamePosition: "before_currency" | "after";
  social: { instagram: string | null; facebook: string | null; tiktok: string | null; twitter: string | null; linkedin: string | null };
  privacyPolicyHtml: string | null;
  termsOfUseHtml: string | null;
  flags: { feed: boolean; events: boolean; files: boolean; checkout: boolean; myAccount: boolean };
  settings: StationSettings;
  /** Whether it sells a plan now (the menu offers plans only when the station has plans). */
  hasPlans: boolean;
  /** Whether it has published station news (the menu's "Notícias" shows only then). */
  hasNews: boolean;
  createdAt: string;
  updatedAt: string;
  establishment: {
    id: number;
    cnpj: string | null;
    fullSocialName: string | null;
    addressLine1: string | null;
    addressLine2: string | null;
    addressCity: string | null;
    addressStateId: number | null;
    addressZip: string | null;
  } | null;
}

export function toStation(row: StationRow, establishment: EstablishmentRow | null, hasPlans = false, hasNews = false): Station {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: row.url,
    domain: row.domain,
    description: row.description,
    address: row.address,
    contactMail: row.contactMail,
    supportPhone: row.supportPhone,
    hasApp: row.hasApp,
    ios: row.ios,
    android: row.android,
    hasMajoritySecurity: row.hasMajoritySecurity,
    public: row.public,
    maintenance: row.maintenance,
    mainBrandColor: row.mainBrandColor,
    mainBrandImage: row.mainBrandImage,
    secondaryBrandImage: row.secondaryBrandImage,
    faviconImage: row.faviconImage,
    backgroundImage: row.backgroundImage,
    headerImages: row.headerImages,
    font: row.font,
    currencyName: row.currencyName,
    currencyMultiplier: row.currencyMultiplier,
    currencyNamePosition: row.currencyNamePosition,
    social: {
      instagram: row.socialUrlInstagram,
      facebook: row.socialUrlFacebook,
      tiktok: row.socialUrlTiktok,
      twitter: row.socialUrlTwitter,
      linkedin: row.socialUrlLinkedin,
    },
    privacyPolicyHtml: row.privacyPolicyHtml,
    termsOfUseHtml: row.termsOfUseHtml,
    flags: {
      feed: row.feedAccess,
      events: row.eventsAccess,
      files: row.filesAccess,
      checkout: row.checkoutAccess,
      myAccount: row.myAccountAccess,
    },
    settings: readStationSettings(row.settings),
    hasPlans,
    hasNews,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    establishment: establishment && {
      id: establishment.id,
      cnpj: establishment.cnpj,
      fullSocialName: establishment.fullSocialName,
      addressLine1: establishment.addressLine1,
      addressLine2: establishment.addressLine2,
      addressCity: establishment.addressCity,
      addressStateId: establishment.addressStateId,
      addressZip: establishment.addressZip,
    },
  };
}

export async function findStationByKey(db: DbOrTx, key: string): Promise<Station | null> {
  const [row] = await db
    .select({
      station: stations,
      establishment: establishments,
      hasPlans: sql<boolean>`exists (select 1 from ${plans} where ${plans.stationId} = ${stations.id} and ${plans.deletedAt} is null)`,
      hasNews: sql<boolean>`exists (select 1 from ${news} where ${news.stationId} = ${stations.id} and ${news.tagId} is null and ${news.publishedAt} <= now())`,
    })
    .from(stations)
    .leftJoin(establishments, eq(establishments.stationId, stations.id))
    .where(isDomainKey(key) ? eq(stations.domain, key) : eq(stations.slug, key))
    .limit(1);
  return row ? toStation(row.station, row.establishment, row.hasPlans === true, row.hasNews === true) : null;
}

// Station data is read on every request of its site, so each server keeps it for a short while.
// Writes call invalidateStation; other servers see the change within the TTL (no state
// that must be shared between servers lives only in memory).
const TTL_MS = 15_000;
const memo = new Map<string, { at: number; value: Promise<Station | null> }>();

export function invalidateStation(station?: { slug: string; domain: string | null }): void {
  if (!station) return memo.clear();
  memo.delete(station.slug);
  if (station.domain) memo.delete(station.domain);
}

async function loadStation(key: string): Promise<Station | null> {
  const hit = memo.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = getDb().then((db) => findStationByKey(db, key));
  memo.set(key, { at: Date.now(), value });
  value.catch(() => memo.delete(key));
  return value;
}

/** The station for a host key (slug or own domain), deduplicated within one render. */
export const getStationByKey = cache(loadStation);

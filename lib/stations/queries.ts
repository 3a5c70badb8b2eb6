// Reading stations. A page resolves its station once per request through getStationByKey; the
// result is a plain object safe to hand to client components (no internal fields).
import "server-only";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { cache } from "react";
import { cacheFor, expireTags, insideNext } from "@/lib/cache/cached";
import { ALL_STATIONS_TAG, siteTags, stationKeyTag } from "@/lib/cache/tags";
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

// Whether the station sells a plan and has published station news: the member menu shows
// "Planos" and "Notícias" only then.
const hasPlansOf = (stationId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${plans} where ${plans.stationId} = ${stationId} and ${plans.deletedAt} is null)`;
const hasNewsOf = (stationId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${news} where ${news.stationId} = ${stationId} and ${news.tagId} is null and ${news.publishedAt} <= now())`;

export async function findStationByKey(db: DbOrTx, key: string): Promise<Station | null> {
  const [row] = await db
    .select({ station: stations, establishment: establishments, hasPlans: hasPlansOf(stations.id), hasNews: hasNewsOf(stations.id) })
    .from(stations)
    .leftJoin(establishments, eq(establishments.stationId, stations.id))
    .where(isDomainKey(key) ? eq(stations.domain, key) : eq(stations.slug, key))
    .limit(1);
  return row ? toStation(row.station, row.establishment, row.hasPlans === true, row.hasNews === true) : null;
}

/** What the cached record derives from, read now: the row's version and the menu's listings. */
export async function findStationVersion(db: DbOrTx, stationId: number): Promise<Pick<Station, "updatedAt" | "hasPlans" | "hasNews"> | null> {
  const [row] = await db
    .select({ updatedAt: stations.updatedAt, hasPlans: hasPlansOf(stationId), hasNews: hasNewsOf(stationId) })
    .from(stations)
    .where(eq(stations.id, stationId))
    .limit(1);
  return row ? { updatedAt: row.updatedAt.toISOString(), hasPlans: row.hasPlans === true, hasNews: row.hasNews === true } : null;
}

// Station data is read on every request of its site: the record is a cached function, tagged with
// the station's tags (lib/cache/tags.ts) so that a console write to it renews it in every page.
async function cachedStation(key: string): Promise<Station | null> {
  "use cache";
  const station = await findStationByKey(await getDb(), key);
  cacheFor(station ? [ALL_STATIONS_TAG, stationKeyTag(key), ...siteTags(station)] : [ALL_STATIONS_TAG, stationKeyTag(key)]);
  return station;
}

/**
 * Expires a station's cached record (every station's without one) after a write that does not go
 * through the console pipeline. In a Server Action or a Route Handler only; elsewhere (tests,
 * scripts) nothing is cached.
 */
export function invalidateStation(station?: { slug: string; domain: string | null }): void {
  if (!insideNext()) return;
  expireTags(station ? [stationKeyTag(station.slug), ...(station.domain ? [stationKeyTag(station.domain)] : [])] : [ALL_STATIONS_TAG]);
}

/** The station for a host key (slug or own domain), deduplicated within one render. */
export const getStationByKey = cache(cachedStation);

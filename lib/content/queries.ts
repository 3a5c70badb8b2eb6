// Reading the public site's content for one station: landing sections with their items, the menu
// they produce, and the about pages. Plain objects out, always filtered by station.
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { activities } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { aboutSections, landingSectionItems, landingSections } from "./schema";

export const SECTION_TYPES = {
  cardsGrid: 1,
  alternating: 2,
  cardCarousel: 3,
  centred: 4,
  activities: 5,
  appDownload: 6,
  plans: 7,
  support: 8,
  media: 9,
} as const;

export type LinkType = "external" | "nolink" | "login" | "signup" | "additional";

export interface LandingItem {
  id: number;
  name: string | null;
  description: string | null;
  image: string | null;
  videoId: string | null;
  videoUrl: string | null;
  linkType: LinkType;
  externalLink: string | null;
  buttonLabel: string | null;
  imageLeft: boolean;
  aboutSectionId: number | null;
}

export interface LandingSection {
  id: number;
  typeId: number;
  title: string | null;
  subtitle: string | null;
  titleColor: string | null;
  textColor: string | null;
  backgroundColor: string | null;
  backgroundType: "image" | "color";
  backgroundImage: string | null;
  menuTitle: string | null;
  showInMenu: boolean;
  /** False only in the console's preview, which also draws hidden sections. */
  active: boolean;
  items: LandingItem[];
}

export interface MenuEntry {
  label: string;
  /** Anchor on the landing page: #plans for the plans section, #secao{id} for the others. */
  anchor: string;
}

/** The landing's sections in page order with their items: the visible ones, or all for the console's preview. */
export async function listLandingSections(db: DbOrTx, stationId: number, { withHidden = false } = {}): Promise<LandingSection[]> {
  const sections = await db
    .select()
    .from(landingSections)
    .where(and(eq(landingSections.stationId, stationId), withHidden ? undefined : eq(landingSections.active, true)))
    .orderBy(asc(landingSections.position), asc(landingSections.id));
  if (sections.length === 0) return [];
  const items = await db
    .select()
    .from(landingSectionItems)
    .where(
      and(
        eq(landingSectionItems.stationId, stationId),
        inArray(
          landingSectionItems.sectionId,
          sections.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(landingSectionItems.position), asc(landingSectionItems.id));
  return sections.map((s) => ({
    id: s.id,
    typeId: s.typeId,
    title: s.title,
    subtitle: s.subtitle,
    titleColor: s.titleColor,
    textColor: s.textColor,
    backgroundColor: s.backgroundColor,
    backgroundType: s.backgroundType,
    backgroundImage: s.backgroundImage,
    menuTitle: s.menuTitle,
    showInMenu: s.showInMenu,
    active: s.active,
    items: items
      .filter((i) => i.sectionId === s.id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        description: i.description,
        image: i.image,
        videoId: i.videoId,
        videoUrl: i.videoUrl,
        linkType: i.linkType,
        externalLink: i.externalLink,
        buttonLabel: i.buttonLabel,
        imageLeft: i.imageLeft,
        aboutSectionId: i.aboutSectionId,
      })),
  }));
}

/** The public menu: sections marked for it, in page order; the plans section is always #plans. */
export function menuFromSections(sections: LandingSection[], hasApp: boolean): MenuEntry[] {
  return sections
    .filter((s) => s.showInMenu && (s.menuTitle ?? s.title) && (s.typeId !== SECTION_TYPES.appDownload || hasApp))
    .map((s) => ({
      label: (s.menuTitle ?? s.title)!,
      anchor: s.typeId === SECTION_TYPES.plans ? "#plans" : `#secao${s.id}`,
    }));
}

export interface AboutPage {
  id: number;
  menuTitle: string;
  name: string;
  image: string | null;
  internalImage: string | null;
  htmlDescription: string | null;
  backgroundColor: string | null;
}

export async function findAboutSection(db: DbOrTx, stationId: number, id: number): Promise<AboutPage | null> {
  const [row] = await db
    .select({
      id: aboutSections.id,
      menuTitle: aboutSections.menuTitle,
      name: aboutSections.name,
      image: aboutSections.image,
      internalImage: aboutSections.internalImage,
      htmlDescription: aboutSections.htmlDescription,
      backgroundColor: aboutSections.backgroundColor,
    })
    .from(aboutSections)
    .where(and(eq(aboutSections.stationId, stationId), eq(aboutSections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listAboutSectionIds(db: DbOrTx, stationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: aboutSections.id })
    .from(aboutSections)
    .where(eq(aboutSections.stationId, stationId))
    .orderBy(asc(aboutSections.position), asc(aboutSections.id));
  return rows.map((r) => r.id);
}

/** Whether an active activity with this id belongs to the station (share links, deep links). */
export async function activityExistsInStation(db: DbOrTx, stationId: number, activityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.stationId, stationId), eq(activities.active, true)))
    .limit(1);
  return Boolean(row);
}

// Creating a station from the owner wizard (its step 5, "generateWebsite"): the establishment,
// the station with the owner's name, colour, logo (also the favicon) and public contact e-mail, a
// starter landing and welcome activity, the owner's membership and the owner's move into the new
// station, in ONE transaction. The new host is served at once.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { establishmentUsers, users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { UserFacingError } from "@/lib/actions/result";
import { addWelcomeActivity } from "@/lib/activities/starter";
import { copyToScope, keyOfPublicPath } from "@/lib/adapters/storage";
import { addStarterLanding, STARTER_DESCRIPTION } from "@/lib/content/starter";
import type { Db } from "@/lib/db/client";
import { createStationSchema, slugFromName, TAKEN_SLUG_MESSAGE, type CreateStationInput } from "@/lib/stations/create-station-schema";
import { invalidateStation } from "@/lib/stations/queries";
import { establishments, stations } from "@/lib/stations/schema";
import { readStationSettings } from "@/lib/stations/settings";

export const ALREADY_HAS_STATION_MESSAGE = "Você já criou a sua estação.";

export interface CreatedStation {
  id: number;
  slug: string;
  name: string;
  establishmentId: number;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function isSlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: stations.id }).from(stations).where(eq(stations.slug, slug)).limit(1);
  return Boolean(row);
}

export async function stationSlugOf(db: Db, stationId: number): Promise<string> {
  const [row] = await db.select({ slug: stations.slug }).from(stations).where(eq(stations.id, stationId)).limit(1);
  if (!row) throw new Error(`station ${stationId} not found`);
  return row.slug;
}

/** What the wizard's final screen shows an owner about their station. */
export async function ownedStationSummary(
  db: Db,
  stationId: number,
): Promise<{ slug: string; domain: string | null; name: string; mainBrandColor: string; adminPanelUrl: string | null } | null> {
  const [row] = await db
    .select({ slug: stations.slug, domain: stations.domain, name: stations.name, mainBrandColor: stations.mainBrandColor, settings: stations.settings })
    .from(stations)
    .where(eq(stations.id, stationId))
    .limit(1);
  if (!row) return null;
  return { slug: row.slug, domain: row.domain, name: row.name, mainBrandColor: row.mainBrandColor, adminPanelUrl: readStationSettings(row.settings).adminPanelUrl };
}

export async function createStation(db: Db, ownerId: number, input: CreateStationInput): Promise<CreatedStation> {
  const data = createStationSchema.parse(input);
  const slug = slugFromName(data.prettyName);
  let created: CreatedStation;
  try {
    created = await db.transaction(async (tx) => {
      // The owner row lock makes a double submit create one station, not two.
      const [owner] = await tx
        .select({ id: users.id, stationId: users.stationId, typeId: users.typeId, image: users.image })
        .from(users)
        .where(eq(users.id, ownerId))
        .for("update");
      if (!owner || owner.typeId !== USER_TYPE_OWNER) throw new UserFacingError("Conta de dono de estação não encontrada.");
      if (owner.stationId !== null) throw new UserFacingError(ALREADY_HAS_STATION_MESSAGE);

      const [taken] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.slug, slug)).limit(1);
      if (taken) throw new UserFacingError(TAKEN_SLUG_MESSAGE, { prettyName: TAKEN_SLUG_MESSAGE }, 409);

      const [station] = await tx
        .insert(stations)
        .values({
          slug,
          name: data.prettyName,
          mainBrandColor: data.mainBrandColor,
          // The e-mail the owner gave for the public; their login e-mail stays private.
          contactMail: data.contactMail,
          description: STARTER_DESCRIPTION,
          // Open by default: a new owner's first job is inviting fans, without a roster to import.
          public: true,
          // The owner comes back to the console from the member area's "Acessar Painel".
          settings: { adminPanelButton: true },
        })
        .returning({ id: stations.id });
      const stationId = station!.id;
      const [establishment] = await tx
        .insert(establishments)
        .values({ stationId, fullSocialName: data.prettyName })
        .returning({ id: establishments.id });

      // Files uploaded on the apex live in the platform scope; the station's host serves only its
      // own keys, so the logo (and the owner's photo) are copied into the station's scope.
      const logoKey = data.logoUrl ? keyOfPublicPath(data.logoUrl, "platform") : null;
      const logo = logoKey ? await copyToScope(logoKey, stationId, "brand") : null;
      if (logo) await tx.update(stations).set({ mainBrandImage: logo, faviconImage: logo }).where(eq(stations.id, stationId));
      const photoKey = owner.image ? keyOfPublicPath(owner.image, "platform") : null;
      const photo = photoKey ? await copyToScope(photoKey, stationId, "avatars") : owner.image;

      // The owner gave their data in the wizard already: no participant first-login wizard for them.
      await tx
        .update(users)
        .set({ stationId, typeId: USER_TYPE_OWNER, image: photo, isFirstLogin: false, updatedAt: sql`now()` })
        .where(and(eq(users.id, ownerId), eq(users.typeId, USER_TYPE_OWNER)));
      await tx.insert(establishmentUsers).values({ stationId, establishmentId: establishment!.id, userId: ownerId, role: "owner" });
      await grantRole(tx, { userId: ownerId, stationId, role: "owner" });
      await addStarterLanding(tx, stationId);
      await addWelcomeActivity(tx, stationId);
      return { id: stationId, slug, name: data.prettyName, establishmentId: establishment!.id };
    });
  } catch (error) {
    // Two owners racing for one name: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw new UserFacingError(TAKEN_SLUG_MESSAGE, { prettyName: TAKEN_SLUG_MESSAGE }, 409);
    throw error;
  }
  // Clears a "no such station" answer memoised while someone looked at the address beforehand.
  invalidateStation({ slug: created.slug, domain: null });
  return created;
}

// The virtual member card (/homepage/carteirinha): what it shows of the member and the
// QR that opens the public validator with a signed value valid until the end of the card's month.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { authSecret } from "@/lib/security/secret";
import { qrDataUrl } from "@/lib/utils/qr";
import type { DbOrTx } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { stationOrigin } from "@/lib/stations/current";
import type { Station } from "@/lib/stations/queries";
import { establishments } from "@/lib/stations/schema";
import { memberCardValidity, signMemberCardValue, verifyMemberCardValue } from "./member-card-token";
import { establishmentUsers, users } from "./schema";

/** "52998224725" -> "***.982.247-**": enough to match a document, not enough to copy it. */
export function maskCpfForCard(cpf: string | null): string | null {
  const d = (cpf ?? "").replace(/\D/g, "");
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : null;
}

/** The value for this member's QR, valid until the end of the current month in São Paulo. */
export function memberCardValue(stationId: number, userId: number, now: Date): string {
  return signMemberCardValue(authSecret(), { stationId, userId, expiresAt: memberCardValidity(now).expiresAt });
}

/** The member a QR value names on this station, or null (bare id, forged, expired, another station's). */
export function memberOfCardValue(stationId: number, value: string, now: Date): number | null {
  return verifyMemberCardValue(authSecret(), stationId, value, now);
}

export function memberValidationUrl(station: Pick<Station, "slug" | "domain">, value: string): string {
  return `${stationOrigin(station)}/qr-code-user-validator/${value}`;
}

export interface MemberCard {
  name: string;
  cpf: string | null;
  birthday: string | null;
  establishments: string[];
  /** "DD/MM/AAAA": the last day of the current month. */
  validUntil: string;
  validationUrl: string;
  qrImage: string;
}

export async function loadMemberCard(db: DbOrTx, station: Pick<Station, "id" | "slug" | "domain" | "name">, userId: number, now = new Date()): Promise<MemberCard | null> {
  const [user] = await db
    .select({ name: users.name, cpf: users.cpf, birthday: users.birthday })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, station.id)));
  if (!user) return null;
  const links = await db
    .select({ name: establishments.fullSocialName })
    .from(establishmentUsers)
    .innerJoin(establishments, and(eq(establishments.id, establishmentUsers.establishmentId), eq(establishments.stationId, station.id)))
    .where(and(eq(establishmentUsers.userId, userId), eq(establishmentUsers.stationId, station.id)))
    .orderBy(asc(establishments.id));
  const validationUrl = memberValidationUrl(station, memberCardValue(station.id, userId, now));
  return {
    name: user.name ?? "",
    cpf: maskCpfForCard(user.cpf),
    birthday: user.birthday ? formatDate(user.birthday) : null,
    establishments: [...new Set(links.map((l) => l.name?.trim() || station.name))],
    validUntil: formatDate(memberCardValidity(now).lastDay),
    validationUrl,
    qrImage: await qrDataUrl(validationUrl),
  };
}

// The participant first-login wizard's data: photo, personal data and
// the end of the first login; and the member's profile (/homepage/perfil): what it shows
// and the edit-profile command. Every read and write is scoped by the station of the session.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { keyOfPublicPath, storage } from "@/lib/adapters/storage";
import { IMAGE_LIMITS, imageTooLargeMessage } from "@/lib/adapters/storage/images";
import type { DbOrTx } from "@/lib/db/client";
import { formatCpf, formatDate, formatPhone } from "@/lib/format";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import type { Station } from "@/lib/stations/queries";
import { PROFILE_READ_ONLY_MESSAGE, profileUpdateSchema } from "./profile-schemas";
import { firstLoginDataSchema, type FirstLoginDataInput } from "./wizard-schemas";
import { users } from "./schema";

export const PROFILE_UPDATED_MESSAGE = "Cadastro atualizado com sucesso";
export const INVALID_IMAGE_MESSAGE = "Imagem inválida. Envie a foto novamente.";
export const CPF_TAKEN_MESSAGE = "Este CPF já está cadastrado em outra conta.";

export interface FirstLoginProfile {
  name: string;
  cpf: string | null;
  tel: string;
  birthday: string;
  stateId: string;
  image: string | null;
  isFirstLogin: boolean;
}

/** ISO "aaaa-mm-dd" -> "dd/mm/aaaa" for a masked date field. */
export function isoToBrDate(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function getFirstLoginProfile(db: DbOrTx, stationId: number, userId: number): Promise<FirstLoginProfile | null> {
  const [row] = await db
    .select({
      name: users.name,
      cpf: users.cpf,
      tel: users.tel,
      birthday: users.birthday,
      stateId: users.stateId,
      image: users.image,
      isFirstLogin: users.isFirstLogin,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!row) return null;
  return {
    name: row.name ?? "",
    cpf: row.cpf ? formatCpf(row.cpf) : null,
    tel: row.tel ? formatPhone(row.tel) : "",
    birthday: isoToBrDate(row.birthday),
    stateId: row.stateId ? String(row.stateId) : "",
    image: row.image,
    isFirstLogin: row.isFirstLogin,
  };
}

/** Step 1: stores the uploaded photo (only a file of this station), or keeps none when skipped. */
export async function saveFirstLoginPhoto(
  db: DbOrTx,
  stationId: number,
  userId: number,
  image: string | null,
  options: { finish: boolean },
): Promise<void> {
  if (image !== null && !keyOfPublicPath(image, stationId)) throw new UserFacingError(INVALID_IMAGE_MESSAGE);
  await db
    .update(users)
    .set({
      ...(image !== null ? { image } : {}),
      // The photo-only variant of the wizard (setting firstLoginPhotoOnly) ends here.
      ...(options.finish ? { isFirstLogin: false } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
}

/** Step 2 "Salvar e Entrar": updates the participant and ends the first login. */
export async function saveFirstLoginData(db: DbOrTx, stationId: number, userId: number, input: FirstLoginDataInput): Promise<void> {
  const [current] = await db
    .select({ cpf: users.cpf })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!current) throw new UserFacingError("Usuário não encontrado.");
  const data = firstLoginDataSchema(!current.cpf).parse(input);
  try {
    await db
      .update(users)
      .set({
        ...(data.cpf && !current.cpf ? { cpf: data.cpf } : {}),
        name: data.name,
        ...(data.tel ? { tel: data.tel } : {}),
        birthday: data.birthday,
        stateId: data.stateId,
        isFirstLogin: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError(CPF_TAKEN_MESSAGE, { cpf: CPF_TAKEN_MESSAGE });
    throw error;
  }
}

export interface MemberProfile {
  name: string;
  firstName: string;
  image: string | null;
  /** "DD/MM/AAAA", or null when not filled in. */
  birthday: string | null;
  /** The state's name, or null. */
  state: string | null;
  /** The edit dialog's starting values (masked birth date, state id as text). */
  form: { name: string; birthday: string; stateId: string; image: string };
}

export async function getMemberProfile(db: DbOrTx, stationId: number, userId: number): Promise<MemberProfile | null> {
  const [row] = await db
    .select({ name: users.name, birthday: users.birthday, stateId: users.stateId, image: users.image })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  if (!row) return null;
  const name = row.name?.trim() ?? "";
  return {
    name,
    firstName: name.split(/\s+/)[0] ?? "",
    image: row.image,
    birthday: row.birthday ? formatDate(row.birthday) : null,
    state: BRAZILIAN_STATES.find((s) => s.id === row.stateId)?.name ?? null,
    form: { name, birthday: isoToBrDate(row.birthday), stateId: row.stateId ? String(row.stateId) : "", image: row.image ?? "" },
  };
}

/**
 * "Salvar" of the edit-profile dialog: name, state, birth date and photo. The photo is a file this
 * station's upload handler stored; a new one must be within the profile limit (IMAGE_LIMITS.profilePhoto). A station with profileReadOnly refuses.
 */
export async function updateMemberProfile(db: DbOrTx, station: Pick<Station, "id" | "settings">, userId: number, input: unknown): Promise<void> {
  if (station.settings.profileReadOnly) throw new UserFacingError(PROFILE_READ_ONLY_MESSAGE, undefined, 403);
  const data = profileUpdateSchema.parse(input);
  const [current] = await db
    .select({ image: users.image })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, station.id)));
  if (!current) throw new UserFacingError("Usuário não encontrado.");
  if (data.image !== current.image) {
    const key = keyOfPublicPath(data.image, station.id);
    const info = key ? await storage().stat(key) : null;
    if (!info) throw new UserFacingError(INVALID_IMAGE_MESSAGE, { image: INVALID_IMAGE_MESSAGE });
    const limit = IMAGE_LIMITS.profilePhoto;
    if (info.size > limit) throw new UserFacingError(imageTooLargeMessage(limit), { image: imageTooLargeMessage(limit) }, 413);
  }
  await db
    .update(users)
    .set({ name: data.name, stateId: data.stateId, birthday: data.birthday, image: data.image, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.stationId, station.id)));
}

// Platform (apex) owner accounts and the owner wizard's personal steps.
// Owner accounts start with station_id NULL; creating the station (lib/wizard/create-station.ts)
// moves them into it. The per-station e-mail index does not cover NULL, so sign-up serialises on
// the e-mail with an advisory lock.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { keyOfPublicPath } from "@/lib/adapters/storage";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Db, DbOrTx } from "@/lib/db/client";
import { formatCpf, formatPhone } from "@/lib/format";
import { isoToBrDate, isUniqueViolation } from "./profile";
import { users, USER_TYPE_OWNER } from "./schema";
import { ownerPersonalSchema, ownerSignupSchema, type OwnerPersonalInput, type OwnerSignupInput } from "./wizard-schemas";

export const OWNER_EMAIL_TAKEN_MESSAGE = "Já existe uma conta com este e-mail. Entre para continuar.";
export const OWNER_LOGIN_FAILED_MESSAGE = "E-mail ou senha incorretos.";

/** Captcha is checked by the caller (it needs the request); this creates the account. */
export async function signUpOwner(db: Db, input: Omit<OwnerSignupInput, "captcha"> & { captcha?: string }): Promise<{ id: number }> {
  const data = ownerSignupSchema.parse({ captcha: "-", ...input });
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`owner-email:${data.email}`}))`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.typeId, USER_TYPE_OWNER), sql`lower(${users.email}) = ${data.email}`))
      .limit(1);
    if (existing) throw new UserFacingError(OWNER_EMAIL_TAKEN_MESSAGE, { email: OWNER_EMAIL_TAKEN_MESSAGE }, 409);
    const [row] = await tx
      .insert(users)
      .values({ stationId: null, email: data.email, passwordHash, typeId: USER_TYPE_OWNER, active: true, isFirstLogin: true })
      .returning({ id: users.id });
    return { id: row!.id };
  });
}

/** The owner account for these credentials, or null (one message for every failure). */
export async function authenticateOwner(db: DbOrTx, credentials: { email: string; password: string }): Promise<{ id: number } | null> {
  const candidates = await db
    .select({ id: users.id, passwordHash: users.passwordHash, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.typeId, USER_TYPE_OWNER), sql`lower(${users.email}) = ${credentials.email.trim().toLowerCase()}`))
    .limit(5);
  for (const candidate of candidates) {
    if (candidate.deletedAt || candidate.suspendedAt) continue;
    if (await verifyPassword(credentials.password, candidate.passwordHash)) return { id: candidate.id };
  }
  return null;
}

export interface OwnerProfile {
  email: string;
  name: string;
  cpf: string;
  tel: string;
  birthday: string;
  stateId: string;
  image: string | null;
  stationId: number | null;
}

export async function getOwnerProfile(db: DbOrTx, userId: number): Promise<OwnerProfile | null> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      cpf: users.cpf,
      tel: users.tel,
      birthday: users.birthday,
      stateId: users.stateId,
      image: users.image,
      stationId: users.stationId,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.typeId, USER_TYPE_OWNER)));
  if (!row) return null;
  return {
    email: row.email ?? "",
    name: row.name ?? "",
    cpf: row.cpf ? formatCpf(row.cpf) : "",
    tel: row.tel ? formatPhone(row.tel) : "",
    birthday: isoToBrDate(row.birthday),
    stateId: row.stateId ? String(row.stateId) : "",
    image: row.image,
    stationId: row.stationId,
  };
}

/** Owner wizard step 1. Only files uploaded on the apex are accepted. */
export async function saveOwnerPhoto(db: DbOrTx, userId: number, image: string | null): Promise<void> {
  if (image === null) return;
  if (!keyOfPublicPath(image, "platform")) throw new UserFacingError("Imagem inválida. Envie a foto novamente.");
  await db
    .update(users)
    .set({ image, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.typeId, USER_TYPE_OWNER), sql`${users.stationId} is null`));
}

/** Owner wizard step 2. */
export async function saveOwnerPersonalData(db: DbOrTx, userId: number, input: OwnerPersonalInput): Promise<void> {
  const data = ownerPersonalSchema.parse(input);
  try {
    await db
      .update(users)
      .set({ cpf: data.cpf, name: data.name, tel: data.tel, birthday: data.birthday, stateId: data.stateId, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.typeId, USER_TYPE_OWNER), sql`${users.stationId} is null`));
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError("Este CPF já está cadastrado.", { cpf: "Este CPF já está cadastrado." });
    throw error;
  }
}

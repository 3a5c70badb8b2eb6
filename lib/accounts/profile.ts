// The participant first-login wizard's data (spec 1 §2 sign-up screens 3): photo, personal data and
// the end of the first login. Every write is scoped by the station the session was issued for.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { keyOfPublicPath } from "@/lib/adapters/storage";
import type { DbOrTx } from "@/lib/db/client";
import { formatCpf, formatPhone } from "@/lib/format";
import { firstLoginDataSchema, type FirstLoginDataInput } from "./wizard-schemas";
import { users } from "./schema";

export const PROFILE_UPDATED_MESSAGE = "Cadastro atualizado com sucesso";
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
  if (image !== null && !keyOfPublicPath(image, stationId)) throw new UserFacingError("Imagem inválida. Envie a foto novamente.");
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

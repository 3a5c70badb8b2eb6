"use server";
// The Server Actions of the console's "Marca e dados" screens: owner only, each one command that
// writes only what changed, with its audit row, in the pipeline's transaction (lib/console/write.ts);
// the station's site expires when something changed.
import { eq } from "drizzle-orm";
import { lookupCep } from "@/lib/adapters/cep";
import { consoleRead, consoleWrite, OWNER_ONLY, type ConsoleWriteResult } from "@/lib/console/write";
import type { Expiry } from "@/lib/cache/tags";
import { env } from "@/lib/env";
import { brazilianStates } from "@/lib/stations/schema";
import { restoreLegalText, saveLegalText, updateBranding, updateStationAccess, updateStationData, type SaveResult } from "./commands";
import { brandingSchema, cepLookupSchema, legalTextSchema, restoreLegalTextSchema, stationAccessSchema, stationDataSchema } from "./schemas";

/** Every command here records its own audit row (none when nothing changed). */
async function save<T extends SaveResult>(result: Promise<T>, part: Expiry): Promise<ConsoleWriteResult<T>> {
  const value = await result;
  return { value, audit: "by-command", expires: value.changed.length ? [part] : [] };
}

export const saveStationDataAction = consoleWrite(
  stationDataSchema,
  async (tx, { actor, data }) => {
    const { stationId: _ignored, ...fields } = data;
    const written = await save(updateStationData(tx, actor, fields, env.ROOT_DOMAIN), "station");
    // A domain the station just took: that address's cached "not found" must go too.
    if (written.value.changed.includes("domain") && fields.domain) return { ...written, expires: [...written.expires, { newDomain: fields.domain }] };
    return written;
  },
  OWNER_ONLY,
);

export const saveStationAccessAction = consoleWrite(
  stationAccessSchema,
  async (tx, { actor, data }) => {
    const { stationId: _ignored, ...fields } = data;
    return save(updateStationAccess(tx, actor, fields), "station");
  },
  OWNER_ONLY,
);

export const saveBrandingAction = consoleWrite(
  brandingSchema,
  async (tx, { actor, data }) => {
    const { stationId: _ignored, ...fields } = data;
    return save(updateBranding(tx, actor, fields), "station");
  },
  OWNER_ONLY,
);

export const saveLegalTextAction = consoleWrite(legalTextSchema, (tx, { actor, data }) => save(saveLegalText(tx, actor, data.kind, data.html), "legal"), OWNER_ONLY);

export const restoreLegalTextAction = consoleWrite(restoreLegalTextSchema, (tx, { actor, data }) => save(restoreLegalText(tx, actor, data.kind), "legal"), OWNER_ONLY);

export type EstablishmentCepResult = { found: true; city: string; street: string; neighborhood: string; stateId: number | null } | { found: false };

/** The establishment's CEP fills city, street and state (the same adapter as the checkout). */
export const lookupEstablishmentCepAction = consoleRead(
  cepLookupSchema,
  async (db, { data }): Promise<EstablishmentCepResult> => {
    const result = await lookupCep(data.cep);
    if (!result.found) return { found: false };
    const { city, street, neighborhood, state } = result.address;
    const [uf] = await db.select({ id: brazilianStates.id }).from(brazilianStates).where(eq(brazilianStates.abbreviation, state)).limit(1);
    return { found: true, city, street, neighborhood, stateId: uf?.id ?? null };
  },
  OWNER_ONLY,
);

"use server";
// The Server Actions of the console's "Marca e dados" screens: owner only, each one command in one
// transaction with its audit row, then the station's public pages revalidated.
import { lookupCep } from "@/lib/adapters/cep";
import { consoleAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { revalidateStationSite } from "@/lib/stations/revalidate";
import { brazilianStates } from "@/lib/stations/schema";
import { eq } from "drizzle-orm";
import { restoreLegalText, saveLegalText, updateBranding, updateStationAccess, updateStationData, type SaveResult } from "./commands";
import { brandingSchema, cepLookupSchema, legalTextSchema, restoreLegalTextSchema, stationAccessSchema, stationDataSchema } from "./schemas";

const owner = { role: "owner" } as const;

export const saveStationDataAction = consoleAction(
  stationDataSchema,
  async ({ account, station, data }): Promise<SaveResult> => {
    const { stationId: _ignored, ...fields } = data;
    const result = await updateStationData(await getDb(), { stationId: station.id, actorId: account.id }, fields, env.ROOT_DOMAIN);
    // The station's own domain changed: its old host's cached copy must go too.
    if (result.changed.length) await revalidateStationSite(station);
    if (result.changed.includes("domain") && fields.domain) await revalidateStationSite({ ...station, domain: fields.domain });
    return result;
  },
  owner,
);

export const saveStationAccessAction = consoleAction(
  stationAccessSchema,
  async ({ account, station, data }): Promise<SaveResult> => {
    const { stationId: _ignored, ...fields } = data;
    const result = await updateStationAccess(await getDb(), { stationId: station.id, actorId: account.id }, fields);
    if (result.changed.length) await revalidateStationSite(station);
    return result;
  },
  owner,
);

export const saveBrandingAction = consoleAction(
  brandingSchema,
  async ({ account, station, data }): Promise<SaveResult> => {
    const { stationId: _ignored, ...fields } = data;
    const result = await updateBranding(await getDb(), { stationId: station.id, actorId: account.id }, fields);
    if (result.changed.length) await revalidateStationSite(station);
    return result;
  },
  owner,
);

export const saveLegalTextAction = consoleAction(
  legalTextSchema,
  async ({ account, station, data }): Promise<SaveResult & { html: string }> => {
    const result = await saveLegalText(await getDb(), { stationId: station.id, actorId: account.id }, data.kind, data.html);
    if (result.changed.length) await revalidateStationSite(station);
    return result;
  },
  owner,
);

export const restoreLegalTextAction = consoleAction(
  restoreLegalTextSchema,
  async ({ account, station, data }): Promise<SaveResult> => {
    const result = await restoreLegalText(await getDb(), { stationId: station.id, actorId: account.id }, data.kind);
    if (result.changed.length) await revalidateStationSite(station);
    return result;
  },
  owner,
);

export type EstablishmentCepResult = { found: true; city: string; street: string; neighborhood: string; stateId: number | null } | { found: false };

/** The establishment's CEP fills city, street and state (the same adapter as the checkout). */
export const lookupEstablishmentCepAction = consoleAction(
  cepLookupSchema,
  async ({ data }): Promise<EstablishmentCepResult> => {
    const result = await lookupCep(data.cep);
    if (!result.found) return { found: false };
    const { city, street, neighborhood, state } = result.address;
    const [uf] = await (await getDb()).select({ id: brazilianStates.id }).from(brazilianStates).where(eq(brazilianStates.abbreviation, state)).limit(1);
    return { found: true, city, street, neighborhood, stateId: uf?.id ?? null };
  },
  owner,
);

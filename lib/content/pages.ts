// Single public pages by id (/sobre/{id}, /planos/{id}), read for the host's station only.
import "server-only";
import { idSchema } from "@/lib/validation";
import { getDb } from "@/lib/db/client";
import { findPublicPlan, type PublicPlan } from "@/lib/plans/queries";
import { findAboutSection, type AboutPage } from "./queries";
import { sanitizeHtml } from "@/lib/security/sanitize";

export const pageIdSchema = idSchema;

export async function getAboutPage(stationId: number, rawId: string): Promise<(AboutPage & { safeHtml: string }) | null> {
  const id = pageIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const page = await findAboutSection(await getDb(), stationId, id.data);
  return page && { ...page, safeHtml: page.htmlDescription ? sanitizeHtml(page.htmlDescription) : "" };
}

export async function getPlanPage(stationId: number, rawId: string): Promise<PublicPlan | null> {
  const id = pageIdSchema.safeParse(rawId);
  if (!id.success) return null;
  return findPublicPlan(await getDb(), stationId, id.data);
}

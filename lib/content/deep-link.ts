// The deep-link screen's decisions: phones try the station's app through a custom
// scheme and fall back to the store after 2 s; desktops go to the activity on the web.
import { z } from "zod";
import { idSchema } from "@/lib/validation";

export const DEEP_LINK_STORE_DELAY_MS = 2000;

export const deepLinkParamsSchema = z.object({
  resource: z.string().regex(/^[a-z0-9_-]{1,40}$/i),
  type: z.string().regex(/^[a-z0-9_-]{1,40}$/i),
  actionId: idSchema,
});

export type DeviceKind = "ios" | "android" | "desktop";

export function deviceFromUserAgent(ua: string | null): DeviceKind {
  const s = ua ?? "";
  if (/iPhone|iPad|iPod/i.test(s)) return "ios";
  if (/Android/i.test(s)) return "android";
  return "desktop";
}

/** "clube.exemplo.com.br" -> "clubeexemplocombr"; slug stations use their slug. */
export function appScheme(station: { slug: string; domain: string | null }): string {
  return (station.domain ?? station.slug).toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function appLink(station: { slug: string; domain: string | null }, p: { resource: string; type: string; actionId: number }): string {
  return `${appScheme(station)}://${p.resource}/${p.type}/${p.actionId}`;
}

export function storeLink(station: { ios: string | null; android: string | null }, device: DeviceKind): string | null {
  if (!station.ios || !station.android) return null;
  return device === "ios" ? station.ios : device === "android" ? station.android : null;
}

// How the support inbox shows a message's status and the form it came from.
import type { SupportStatus } from "@/lib/support/console/schemas";

export const SUPPORT_STATUS_BADGE: Record<SupportStatus, "warning" | "success" | "neutral"> = { new: "warning", answered: "success", closed: "neutral" };

export const SUPPORT_KIND_LABELS = { support: "Fale Conosco", enterprise: "Contato Enterprise" } as const;

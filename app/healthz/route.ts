// Liveness: the process answers HTTP. Whether it can serve is /readyz's question.
import { probeRoute } from "@/lib/auth/guard";

export const GET = probeRoute(async () => Response.json({ ok: true }));

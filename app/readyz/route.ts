// Readiness: 200 when this process can serve (database, migrations, job queue), else 503 naming
// the check that failed, so the front sends requests elsewhere.
import { probeRoute } from "@/lib/auth/guard";
import { checkReadiness } from "@/lib/health/readiness";

export const GET = probeRoute(async () => {
  const { ready, checks } = await checkReadiness();
  return Response.json({ ok: ready, checks }, { status: ready ? 200 : 503 });
});

// Runs once when a server process starts: a log line per request from here on (lib/log); open,
// migrate and (embedded default) seed the database inside the server process, so no second process
// ever touches the embedded data directory; then start the job queue's workers (lib/jobs) on that
// same database, and drain both on SIGTERM (lib/health/shutdown.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { logger } = await import("@/lib/log/logger");
  const { fromTrustedFront, installRequestLog } = await import("@/lib/log/requests");
  installRequestLog({ logger, trustsRequestId: fromTrustedFront });
  const { getDb } = await import("@/lib/db/client");
  const { authSecret } = await import("@/lib/security/secret");
  authSecret(); // generated once on the embedded default, so sessions survive restarts
  const { wireFeaturePorts } = await import("@/lib/startup/feature-ports");
  wireFeaturePorts(); // before anything runs: the features' ports (code kinds) filled in
  const db = await getDb();
  const { shouldSeedDemo } = await import("@/lib/env");
  if (shouldSeedDemo) {
    const { seedDemoData } = await import("@/lib/seed");
    await seedDemoData(db);
  }
  const { startJobWorkers } = await import("@/lib/startup/job-workers");
  await startJobWorkers();
  const { env } = await import("@/lib/env");
  const { installGracefulShutdown } = await import("@/lib/health/shutdown");
  installGracefulShutdown(env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
}

// Runs once when a server process starts: open, migrate and (embedded default) seed the database
// inside the server process, so no second process ever touches the embedded data directory; then
// start the job queue's workers (lib/jobs) on that same database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
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
  const { stopQueue } = await import("@/lib/jobs/queue");
  await startJobWorkers();
  // Next exits on these signals after closing its server; stop fetching jobs first. A job cut
  // mid-way is not lost: pg-boss hands it out again once its expiry passes.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopQueue());
}

// Runs once when a server process starts: open, migrate and (embedded default) seed the database
// inside the server process, so no second process ever touches the embedded data directory.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/db/client");
  const { authSecret } = await import("@/lib/auth/secret");
  authSecret(); // generated once on the embedded default, so sessions survive restarts
  await getDb();
}

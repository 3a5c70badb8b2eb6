// `npm run db:migrate` and `npm run db:seed`: the same migration and seed code the server runs at
// start, for PostgreSQL deployments and for resetting demo data. On the embedded database they
// refuse to run while a server holds the data directory (two processes would lose writes).
const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("Uso: npm run db:migrate | npm run db:seed");
  process.exit(2);
}
async function main() {
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { DataDirLockedError } = await import("@/lib/db/lock");
  try {
    const db = await getDb();
    console.log("Banco migrado.");
    if (command === "seed") {
      const { seedDemoData } = await import("@/lib/seed");
      await seedDemoData(db);
      console.log("Dados de demonstração garantidos (nada existente foi alterado).");
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  } finally {
    await closeDb();
  }
}

void main();

// `npm run roster:import -- --station demo arquivo.csv`: imports a private station's roster of
// affiliates (header cpf,nome,email,telefone). Valid rows are upserted by (station, CPF); invalid
// ones are listed with their line numbers. On the embedded database it refuses to run while a
// server holds the data directory.
import fs from "node:fs";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error("Uso: npm run roster:import -- --station <slug> <arquivo.csv>");
  process.exit(2);
}

function parseArgs(argv: string[]): { station: string; file: string } {
  let station: string | undefined;
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--station") station = argv[++i];
    else if (arg.startsWith("--station=")) station = arg.slice("--station=".length);
    else if (!arg.startsWith("--")) file = arg;
    else usage(`Opção desconhecida: ${arg}`);
  }
  if (!station || !file) usage();
  return { station, file };
}

async function main() {
  const { station: slug, file } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(file)) usage(`Arquivo não encontrado: ${file}`);
  const { parseRosterCsv } = await import("@/lib/accounts/roster-csv");
  const { entries, errors } = parseRosterCsv(fs.readFileSync(file, "utf8"));
  for (const error of errors) console.warn(`linha ${error.line}: ${error.message}`);

  // Importing the roster must not seed demo data into a production database.
  process.env.SEED_DEMO ??= "0";
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { DataDirLockedError } = await import("@/lib/db/lock");
  try {
    const db = await getDb();
    const { findStationByKey } = await import("@/lib/stations/queries");
    const station = await findStationByKey(db, slug);
    if (!station) {
      console.error(`Estação "${slug}" não encontrada.`);
      process.exitCode = 1;
      return;
    }
    const { upsertRosterEntries } = await import("@/lib/accounts/roster");
    const written = await upsertRosterEntries(db, station.id, entries);
    console.log(`${station.name}: ${written} associado(s) importado(s) ou atualizado(s); ${errors.length} linha(s) com problema.`);
    if (errors.length > 0) process.exitCode = 1;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await closeDb();
  }
}

void main();

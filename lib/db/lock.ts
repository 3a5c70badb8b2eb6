// Two processes on one PGlite directory silently lose each other's writes, so the directory is
// held by a lock file naming the owning process. A live owner means "refuse"; a dead one is stale.
import fs from "node:fs";
import path from "node:path";

const LOCK_NAME = "pglite.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco embutido em ${path.resolve(dataDir)} está em uso pelo processo ${pid} (provavelmente o servidor). ` +
        `Pare o servidor antes de rodar este comando, ou use DATABASE_URL com um PostgreSQL.`,
    );
    this.name = "DataDirLockedError";
  }
}

export function acquireDataDirLock(dataDir: string): void {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      process.once("exit", () => releaseDataDirLock(dataDir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8").trim());
      if (owner === process.pid) return;
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Não foi possível obter o bloqueio de ${dataDir}.`);
}

export function releaseDataDirLock(dataDir: string): void {
  const file = path.join(dataDir, LOCK_NAME);
  try {
    if (Number(fs.readFileSync(file, "utf8").trim()) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

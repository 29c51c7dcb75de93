import fs from "node:fs/promises";
import path from "node:path";

export type DataDirLock = { release: () => Promise<void> };

export class DataDirInUseError extends Error {}

/**
 * Claims DATA_DIR for this process with an exclusive-create lock file holding our pid.
 * A lock whose process is gone (kill -9) is stale and taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, "app.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: "wx" });
      return {
        release: async () => {
          const owner = await fs.readFile(lockFile, "utf8").catch(() => "");
          if (owner === String(process.pid)) await fs.rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(await fs.readFile(lockFile, "utf8").catch(() => ""));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} is already in use by another running process (pid ${owner}). Stop it or choose another DATA_DIR.`,
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dataDir}; another process is starting on it.`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

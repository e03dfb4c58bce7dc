import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const lockName = 'promodesk.lock';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Makes a PGlite data folder this process's alone: two processes on one folder corrupt it, so a lock file holding
 * the owner's pid is created exclusively. A lock left by a dead process (SIGKILL, power cut) is taken over; a live
 * owner's, this process's own included, is refused with an error naming the folder. Answers the release.
 */
export function lockDataFolder(folder: string) {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, lockName);
  for (let tries = 0; tries < 3; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stale = readText(file);
    const owner = Number(stale?.trim());
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner))
      throw new Error(
        `The data folder ${resolve(folder)} is in use by process ${owner}: PGlite serves one process per folder. ` +
          'Stop that process, or run several instances on PostgreSQL (DATABASE_URL).',
      );
    // Another process starting at the same moment may have taken the stale lock over already: leave its own.
    if (stale !== undefined && readText(file) === stale) unlinkSync(file);
  }
  throw new Error(`Could not lock the data folder ${resolve(folder)}`);
}

function readText(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

const folder = await mkdtemp(join(tmpdir(), 'promodesk-folder-lock-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a PGlite data folder', () => {
  it('is refused to a second opener while its owner lives, naming the folder', async () => {
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
        `The data folder ${folder} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    // Closed, the folder is free again.
    const again = await openDatabase({ dataDir: folder });
    await again.close();
    expect(existsSync(join(folder, 'promodesk.lock'))).toBe(false);
  });

  it('is taken over from a process that died holding it', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(folder, 'promodesk.lock'), dead.stdout.trim());
    const database = await openDatabase({ dataDir: folder });
    await database.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startService } from './server.ts';
import { createPostgresDatabase } from './testing/harness.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * QA mode keeps its clocks, journal, faults and sinks in one process's memory: on PostgreSQL it refuses to share
 * the database with another service process, and the others refuse to join it. (A PGlite folder has one process.)
 */
describe.skipIf(!adminUrl)('QA mode on a shared PostgreSQL', () => {
  const store = adminUrl ? createPostgresDatabase(adminUrl) : undefined;
  afterAll(async () => (await store)?.drop());
  const start = async (qa: boolean) => {
    const env = { DATABASE_URL: (await store)!.url, PROMODESK_SEED: 'none', PORT: '0' };
    return startService(readConfig(qa ? { ...env, PROMODESK_QA: '1' } : env), { serveDashboard: false });
  };

  it('starts alone, and refuses a second process either way round', async () => {
    const qa = await start(true);
    try {
      await expect(start(true)).rejects.toThrow(/QA mode needs the store to itself/);
      await expect(start(false)).rejects.toThrow(/A QA-mode process uses this database/);
    } finally {
      await qa.stop();
    }
    const plain = await start(false);
    try {
      await expect(start(true)).rejects.toThrow(/another service process already uses this database/);
      const second = await start(false);
      await second.stop();
    } finally {
      await plain.stop();
    }
  }, 60_000);
});

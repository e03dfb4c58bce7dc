import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { campaignListSchema } from '../contract/campaign.ts';
import { buildService } from './build.ts';
import { readAs } from './testing/api.ts';
import { builtService, startChildProcessService } from './testing/child-process-service.ts';
import { appHeaders, testKeys } from './testing/harness.ts';

/**
 * What `npm start` runs: the esbuild bundle with plain node. Built into a folder of its own inside the project
 * (packages are resolved from node_modules above it at run time), so the test needs no earlier `npm run build`.
 */
await mkdir('.tmp', { recursive: true });
const outDir = await mkdtemp('.tmp/service-build-');
afterAll(() => rm(outDir, { recursive: true, force: true }));

it('the built service starts with plain node, migrates a new store and answers from it', async () => {
  await buildService(outDir);
  const service = await startChildProcessService(
    {
      DATA_DIR: 'memory://',
      PROMODESK_SEED: 'demo',
      PROMODESK_PROJECT_ID: testKeys.project_id,
      PROMODESK_APP_ID: testKeys.app_id,
      PROMODESK_APP_TOKEN: testKeys.app_token,
    },
    [],
    builtService(outDir),
  );
  try {
    expect((await fetch(`${service.base}/promodesk/health`)).status).toBe(200);
    // The demo seed went into tables the bundled migrations created.
    const list = await readAs(fetch(`${service.base}/v1/campaigns`, { headers: appHeaders }), campaignListSchema, 200);
    expect(list.campaigns.map((campaign) => campaign.name)).toContain('Flash sale');
  } finally {
    await service.stop();
  }
});

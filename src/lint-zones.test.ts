/*
 * The layers' import rules are only as real as the lint that checks them: each case puts one import into a scratch
 * source at a path inside a layer and asks ESLint (with the project's own config) whether `import/no-restricted-paths`
 * fires. Every imported target is a real file, so a case cannot pass because the import did not resolve.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  overrideConfigFile: 'src/eslint.config.js',
  // The cycle check walks the whole graph and has nothing to say about a scratch file.
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

/** Lints `import ... from '<specifier>'` as if written in `file`; answers the zone rule's messages. */
async function zoneMessages(file: string, specifier: string) {
  const target = path.resolve(path.dirname(file), specifier);
  expect(existsSync(target), `${target} must exist for the probe to mean anything`).toBe(true);
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport { probe };\n`, {
    filePath: path.resolve(file),
  });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths');
}

const forbidden: [string, string, string][] = [
  // The probes that passed lint before the zones covered every layer.
  ['operations -> http', 'src/service/operations/probe.ts', '../http/context.ts'],
  ['store -> operations', 'src/service/store/probe.ts', '../operations/failures.ts'],
  ['jobs -> http', 'src/service/jobs/probe.ts', '../http/env.ts'],
  ['domain -> store', 'src/service/domain/probe.ts', '../store/db.ts'],
  ['a feature -> routes', 'src/dashboard/features/campaigns/probe.tsx', '../../routes/__root.tsx'],
  // One per layer.
  ['contract -> service', 'src/contract/probe.ts', '../service/ids.ts'],
  ['domain -> secrets', 'src/service/domain/probe.ts', '../secrets/secrets.ts'],
  ['store -> secrets', 'src/service/store/probe.ts', '../secrets/secrets.ts'],
  ['secrets -> operations', 'src/service/secrets/probe.ts', '../operations/failures.ts'],
  ['secrets -> http', 'src/service/secrets/probe.ts', '../http/context.ts'],
  ['operations -> seed', 'src/service/operations/probe.ts', '../seed/random.ts'],
  ['operations -> jobs', 'src/service/operations/probe.ts', '../jobs/webhook-worker.ts'],
  ['jobs -> seed', 'src/service/jobs/probe.ts', '../seed/random.ts'],
  ['seed -> http', 'src/service/seed/probe.ts', '../http/context.ts'],
  ['seed -> jobs', 'src/service/seed/probe.ts', '../jobs/webhook-worker.ts'],
  ['qa -> http', 'src/service/qa/probe.ts', '../http/env.ts'],
  ['qa -> operations', 'src/service/qa/probe.ts', '../operations/failures.ts'],
  ['a store test -> http', 'src/service/store/probe.test.ts', '../http/context.ts'],
  ['service -> dashboard', 'src/service/http/probe.ts', '../../dashboard/lib/format.ts'],
  ['dashboard -> service', 'src/dashboard/routes/probe.tsx', '../../service/ids.ts'],
  ['lib -> components', 'src/dashboard/lib/probe.ts', '../components/active-badge.tsx'],
  ['lib -> app', 'src/dashboard/lib/probe.ts', '../app/theme.ts'],
  ['components -> features', 'src/dashboard/components/probe.tsx', '../features/campaigns/campaign-labels.ts'],
  ['components -> routes', 'src/dashboard/components/probe.tsx', '../routes/__root.tsx'],
  ['a feature -> another feature', 'src/dashboard/features/team/probe.tsx', '../campaigns/campaign-labels.ts'],
  ['a feature -> app', 'src/dashboard/features/team/probe.tsx', '../../app/theme.ts'],
];

const allowed: [string, string, string][] = [
  ['operations -> secrets', 'src/service/operations/probe.ts', '../secrets/secrets.ts'],
  ['seed -> operations', 'src/service/seed/probe.ts', '../operations/failures.ts'],
  ['http -> jobs', 'src/service/http/probe.ts', '../jobs/webhook-worker.ts'],
  ['a store test -> testing', 'src/service/store/probe.test.ts', '../testing/harness.ts'],
  [
    'a feature test -> the app test renderer',
    'src/dashboard/features/team/probe.test.tsx',
    '../../app/test-render.tsx',
  ],
  ['routes -> a feature', 'src/dashboard/routes/probe.tsx', '../features/campaigns/campaign-labels.ts'],
];

describe('lint zones', { timeout: 60_000 }, () => {
  it.each(forbidden)('refuses %s', async (_name, file, specifier) => {
    expect(await zoneMessages(file, specifier)).toHaveLength(1);
  });
  it.each(allowed)('allows %s', async (_name, file, specifier) => {
    expect(await zoneMessages(file, specifier)).toEqual([]);
  });
});

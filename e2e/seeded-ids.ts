import { readConfig } from '../src/service/config.ts';
import { demoKeys } from '../src/service/seed/demo.ts';
import { seededRandom } from '../src/service/seed/random.ts';
import { e2eServerEnv } from './env.ts';

/**
 * Ids the demo seed derives from the e2e keys. The service lists no custom roles, so the one it seeds ("Campaign
 * editor") is found by replaying the seed's generator in the order seedDemo draws from it: the second project's
 * id, then the role's.
 */
function seededIds() {
  const random = seededRandom(JSON.stringify(demoKeys(readConfig(e2eServerEnv))));
  const stagingProjectId = random.id('proj_').slice(0, 13);
  const customRoleId = random.id('role_');
  return { stagingProjectId, customRoleId };
}

export const e2eSeededIds = seededIds();

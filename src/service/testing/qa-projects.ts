import { beforeAll } from 'vitest';
import { qaProjectSchema, type QaProject } from '../../contract/qa.ts';
import { redemptionListSchema } from '../../contract/redemption.ts';
import { createQaMode } from '../qa/mode.ts';
import { readAs } from './api.ts';
import { jsonRequest, managementHeaders, testPublicUrl } from './harness.ts';
import { useTestService } from './service.ts';

/**
 * A service in QA mode on a fresh database (captured for resets), with the calls the QA-project tests share: control calls with the
 * management keys, project creation, a project's keys, a client redemption in a project and its redemption list.
 * `live` also listens on a real socket (`service.url`).
 */
export function useQaProjects({ live = false }: { live?: boolean } = {}) {
  const qa = createQaMode();
  const service = useTestService({ qa, now: qa.now, live });
  // Resets go back to the store as the seed left it.
  beforeAll(() => qa.captureStore(service.database.db));

  const control = (path: string, method: string, body?: unknown) =>
    service.request(
      path,
      body === undefined ? { method, headers: managementHeaders } : jsonRequest(method, body, managementHeaders),
    );
  const createProject = (body: unknown) =>
    readAs(control('/promodesk/qa/projects', 'POST', body), qaProjectSchema, 201);
  const keysOf = (p: QaProject) => ({ 'x-app-id': p.app_id, 'x-app-token': p.app_token });
  const clientOf = (p: QaProject) => ({
    'x-client-application-id': p.client_app_id,
    'x-client-token': p.client_token,
    origin: testPublicUrl,
  });
  const redeem = (p: QaProject, code: string, sourceId = 'qa-shopper') =>
    service.request(
      '/client/v1/redemptions',
      jsonRequest(
        'POST',
        {
          customer: { source_id: sourceId },
          order: { amount: 10_000 },
          redeemables: [{ object: 'voucher', id: code }],
        },
        clientOf(p),
      ),
    );
  const redemptionsOf = (p: QaProject) =>
    readAs(service.request('/v1/redemptions?limit=100', { headers: keysOf(p) }), redemptionListSchema, 200);

  return { qa, service, control, createProject, keysOf, redeem, redemptionsOf };
}

import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { qaProjectSchema, sinkListSchema } from '../../../contract/qa.ts';
import { webhookWithSecretSchema } from '../../../contract/webhook.ts';
import { drainWebhooks } from '../../jobs/webhook-worker.ts';
import { createQaMode } from '../../qa/mode.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const qa = createQaMode();
// Live: the webhook worker posts to the sink over loopback, as it would to any receiver.
const service = useTestService({ qa, now: qa.now, live: true, webhookAllowPrivate: true });
beforeAll(() => qa.captureStore(service.database.db));

describe('a QA project webhook delivered to a sink', () => {
  it('arrives signed, so a suite asserts what was sent and verifies the signature', async () => {
    const project = await readAs(
      service.request('/promodesk/qa/projects', jsonRequest('POST', { seed: 'sink' }, managementHeaders)),
      qaProjectSchema,
      201,
    );
    const webhook = await readAs(
      service.request(
        `/management/v1/projects/${project.project_id}/webhooks`,
        jsonRequest(
          'POST',
          { target_url: `${service.url}/promodesk/qa/sink/till`, events: ['redemption.succeeded'] },
          managementHeaders,
        ),
      ),
      webhookWithSecretSchema,
      200,
    );
    const redeemed = await service.request(
      '/client/v1/redemptions',
      jsonRequest(
        'POST',
        {
          customer: { source_id: 'sink-shopper' },
          order: { amount: 10_000 },
          redeemables: [{ object: 'voucher', id: demoCodes.percentOff }],
        },
        {
          'x-client-application-id': project.client_app_id,
          'x-client-token': project.client_token,
          origin: project.client_origins[0]!,
        },
      ),
    );
    expect(redeemed.status).toBe(200);
    await drainWebhooks(service.database.db, { allowPrivate: true, now: qa.now });

    const sink = await readAs(
      service.request('/promodesk/qa/sink/till', { headers: managementHeaders }),
      sinkListSchema,
      200,
    );
    expect(sink.data).toHaveLength(1);
    const [delivery] = sink.data;
    expect(delivery!.json).toMatchObject({
      type: 'redemption.succeeded',
      project_id: project.project_id,
      webhook_id: webhook.id,
    });
    expect(delivery!.headers['x-voucherify-signature']).toBe(
      createHmac('sha256', webhook.secret!).update(delivery!.body).digest('hex'),
    );
  });
});

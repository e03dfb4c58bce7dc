import { VoucherifyClientSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { eventSchema } from '../../../contract/event.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });

describe('POST /client/v1/events', () => {
  it('tracks a custom event with the client keys, as the server route does', async () => {
    const body = { event: 'newsletter_opened', customer: { source_id: 'client-event-shopper' }, metadata: { a: 1 } };
    const answer = await readAs(
      service.request('/client/v1/events', jsonRequest('POST', body, clientHeaders)),
      eventSchema,
      200,
    );
    expect(officialErrors('post', '/client/v1/events', 200, answer)).toEqual([]);
    expect(answer).toMatchObject({ object: 'event', type: 'newsletter_opened' });
    const customer = await readAs(
      service.request('/v1/customers/client-event-shopper', { headers: appHeaders }),
      customerSchema,
      200,
    );
    expect(customer.source_id).toBe('client-event-shopper');

    const client = VoucherifyClientSide({
      clientApplicationId: testKeys.client_app_id,
      clientSecretKey: testKeys.client_token,
      apiUrl: service.url,
      origin: testKeys.client_origin,
    });
    expect(await client.track('sdk_event', { source_id: 'client-event-shopper' })).toMatchObject({ type: 'sdk_event' });
  });

  it('refuses a disallowed origin and a body without an event', async () => {
    const wrongOrigin = { ...clientHeaders, origin: 'https://elsewhere.test' };
    const body = { event: 'x', customer: { source_id: 'nobody-here' } };
    expect((await service.request('/client/v1/events', jsonRequest('POST', body, wrongOrigin))).status).toBe(403);
    await readAs(
      service.request('/client/v1/events', jsonRequest('POST', { customer: { source_id: 'a' } }, clientHeaders)),
      errorBodySchema,
      400,
    );
  });
});

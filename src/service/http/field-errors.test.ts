/*
 * Every 400 from a body or query carries `errors: [{path, message}]`, one per issue, beside the readable `details`,
 * so a form can put each on its field without parsing the sentence.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { expectError } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';
import { DomainFailure, invalidInput, maxFieldErrors } from '../operations/failures.ts';

const service = useTestService();
const post = (path: string, body: string) =>
  service.request(path, { method: 'POST', headers: { ...appHeaders, 'content-type': 'application/json' }, body });

describe('field errors', () => {
  it('lists every issue of a body, past the five the details name, each at its dotted path', async () => {
    const order = { amount: -1, initial_amount: -1, discount_amount: -1, status: 'NOPE' };
    const items = [{ quantity: 'x', price: -1, amount: -1 }];
    const error = await expectError(
      post('/v1/campaigns/qualification', JSON.stringify({ order: { ...order, items } })),
      400,
    );
    expect(error.key).toBe('invalid_payload');
    expect(error.errors!.length).toBeGreaterThan(5);
    expect(error.details.split('; ')).toHaveLength(5);
    const paths = error.errors!.map((e) => e.path);
    for (const path of ['order.amount', 'order.initial_amount', 'order.discount_amount', 'order.status'])
      expect(paths).toContain(path);
    expect(paths).toEqual(expect.arrayContaining(['order.items.0.quantity', 'order.items.0.price']));
    expect(error.errors!.every((e) => e.message.length > 0)).toBe(true);
  });

  it('names a query parameter', async () => {
    const error = await expectError(service.request('/v1/campaigns?limit=1000', { headers: appHeaders }), 400);
    expect(error.errors).toEqual([{ path: 'limit', message: expect.any(String) }]);
  });

  it('keeps a key with - whole, and the whole body as an empty path', async () => {
    const nul = await expectError(post('/v1/events', '{"event":"e","metadata":{"my-key":"a\\u0000b"}}'), 400);
    expect(nul.errors).toEqual([{ path: 'metadata.my-key', message: 'Remove the NUL character (\\u0000)' }]);
    const malformed = await expectError(post('/v1/events', '{"event":'), 400);
    expect(malformed.errors).toEqual([{ path: '', message: malformed.details }]);
  });

  it('names a bracket query parameter in dotted names', async () => {
    const templates = `/management/v1/projects/${testKeys.project_id}/templates/campaigns`;
    const error = await expectError(
      service.request(`${templates}?filters[__proto__][a]=1`, { headers: managementHeaders }),
      400,
      'invalid_query',
    );
    expect(error.errors).toEqual([{ path: 'filters.__proto__.a', message: expect.any(String) }]);
  });
});

describe('invalidInput', () => {
  it('keeps a message holding "; " whole, and every issue up to the documented bound', () => {
    const schema = z.object({
      a: z.string().refine(() => false, 'first part; second part'),
      list: z.array(z.number()),
    });
    const parsed = schema.safeParse({ a: 'x', list: Array.from({ length: 150 }, () => 'no') });
    const failure = invalidInput(parsed.error!, 'body-field');
    expect(failure).toBeInstanceOf(DomainFailure);
    expect(failure.failure.errors![0]).toEqual({ path: 'body-field.a', message: 'first part; second part' });
    expect(failure.failure.errors).toHaveLength(maxFieldErrors);
    expect(failure.failure.errors![1]!.path).toBe('body-field.list.0');
  });
});

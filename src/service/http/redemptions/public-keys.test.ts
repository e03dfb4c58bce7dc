import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders } from '../../testing/harness.ts';
import { cart, redeem, redeemable, startService, type Service } from '../../testing/redemptions.ts';

/** What holders of the public client keys may and may not do to customers and locks. */
let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const storedCustomer = async (sourceId: string) =>
  (await service.request(`/v1/customers/${sourceId}`, { headers: appHeaders })).json();

describe('customers through the client-side API', () => {
  it('a rejected redemption leaves the stored customer as it was', async () => {
    const before = await storedCustomer('demo-customer');
    const res = await redeem(service, {
      customer: {
        source_id: 'demo-customer',
        name: 'CHANGED',
        email: 'attacker@example.com',
        metadata: { tier: 'platinum' },
      },
      redeemables: [redeemable('NO-SUCH-CODE')],
      order: cart,
    });
    expect(res.status).toBe(400);
    const after = await storedCustomer('demo-customer');
    expect(after).toMatchObject({
      name: 'Dana Demo',
      email: 'dana@example.com',
      metadata: { tier: 'gold', country: 'US' },
    });
    expect(after.updated_at ?? null).toEqual(before.updated_at ?? null);
  });

  it('a successful redemption neither rewrites the customer nor shows their stored personal fields', async () => {
    const res = await redeem(service, {
      customer: { source_id: 'demo-customer', name: 'CHANGED', metadata: { note: 'x' } },
      redeemables: [redeemable('PERCENT15')],
      order: cart,
      options: { expand: ['redeemable', 'order'] },
    });
    expect(res.status).toBe(200);
    const customer = await storedCustomer('demo-customer');
    expect(customer).toMatchObject({ name: 'Dana Demo', metadata: { tier: 'gold', country: 'US' } });
    expect(customer.metadata.note).toBeUndefined();
    const wire = JSON.stringify(res.body);
    for (const personal of ['Dana Demo', 'dana@example.com', '"country"', 'CHANGED'])
      expect(wire).not.toContain(personal);
    expect(res.body.parent_redemption.customer).toEqual({
      id: customer.id,
      source_id: 'demo-customer',
      object: 'customer',
    });
    expect(res.body.redemptions[0].customer).toEqual({
      id: customer.id,
      source_id: 'demo-customer',
      object: 'customer',
    });
  });

  it("uses the request's metadata for this evaluation's rules without storing it", async () => {
    // EXCLUSIVE50 is for gold customers; new-customer is stored as basic.
    const stored = await redeem(service, {
      customer: { source_id: 'new-customer' },
      redeemables: [redeemable('EXCLUSIVE50')],
      order: cart,
    });
    expect(stored.body.key).toBe('customer_rules_violated');
    const claimed = await redeem(service, {
      customer: { source_id: 'new-customer', metadata: { tier: 'gold' } },
      redeemables: [redeemable('EXCLUSIVE50')],
      order: cart,
    });
    expect(claimed.status).toBe(200);
    expect((await storedCustomer('new-customer')).metadata).toEqual({ tier: 'basic', country: 'DE' });
  });

  it('creates a customer it does not know, with what the request says', async () => {
    const res = await redeem(service, {
      customer: { source_id: 'walk-in-42', name: 'Walk In', metadata: { channel: 'kiosk' } },
      redeemables: [redeemable('PERCENT15')],
      order: cart,
    });
    expect(res.status).toBe(200);
    expect(await storedCustomer('walk-in-42')).toMatchObject({
      source_id: 'walk-in-42',
      name: 'Walk In',
      metadata: { channel: 'kiosk' },
    });
  });
});

describe('session lock lifetimes', () => {
  it.each([[{ ttl: 36500, ttl_unit: 'DAYS' }], [{ ttl: 1e15 }], [{ ttl: 31 }], [{ ttl: 745, ttl_unit: 'HOURS' }]])(
    'refuses a lock longer than 30 days: %o',
    async (ttl) => {
      const res = await redeem(service, {
        redeemables: [redeemable('PERCENT15')],
        session: { type: 'LOCK', key: 'long', ...ttl },
        order: cart,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, key: 'invalid_payload' });
      expect(res.body.details).toMatch(/^session\.ttl: A session lock lasts at most 30 days/);
    },
  );

  it('accepts up to 30 days', async () => {
    expect(
      (
        await redeem(service, {
          redeemables: [redeemable('PERCENT15')],
          session: { type: 'LOCK', key: 'month', ttl: 720, ttl_unit: 'HOURS' },
          order: cart,
        })
      ).status,
    ).toBe(200);
  });
});

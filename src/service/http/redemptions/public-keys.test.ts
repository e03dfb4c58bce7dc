import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../../contract/customer.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { WEEKDAY_NOON, cart, redeemable, redeemThroughApi, refusedRedemption } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

/** What holders of the public client keys may and may not do to customers and locks. */
const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const storedCustomer = (sourceId: string) =>
  readAs(service.request(`/v1/customers/${sourceId}`, { headers: appHeaders }), customerSchema, 200);

describe('customers through the client-side API', () => {
  it('a rejected redemption leaves the stored customer as it was', async () => {
    const before = await storedCustomer('demo-customer');
    await refusedRedemption(service, {
      customer: {
        source_id: 'demo-customer',
        name: 'CHANGED',
        email: 'attacker@example.com',
        metadata: { tier: 'platinum' },
      },
      redeemables: [redeemable('NO-SUCH-CODE')],
      order: cart,
    });
    const after = await storedCustomer('demo-customer');
    expect(after).toMatchObject({
      name: 'Dana Demo',
      email: 'dana@example.com',
      metadata: { tier: 'gold', country: 'US' },
    });
    expect(after.updated_at ?? null).toEqual(before.updated_at ?? null);
  });

  it('a successful redemption neither rewrites the customer nor shows their stored personal fields', async () => {
    const redeemed = await redeemThroughApi(service, {
      customer: { source_id: 'demo-customer', name: 'CHANGED', metadata: { note: 'x' } },
      redeemables: [redeemable('PERCENT15')],
      order: cart,
      options: { expand: ['redeemable', 'order'] },
    });
    const customer = await storedCustomer('demo-customer');
    expect(customer).toMatchObject({ name: 'Dana Demo', metadata: { tier: 'gold', country: 'US' } });
    expect(customer.metadata?.note).toBeUndefined();
    const wire = JSON.stringify(redeemed);
    for (const personal of ['Dana Demo', 'dana@example.com', '"country"', 'CHANGED'])
      expect(wire).not.toContain(personal);
    expect(redeemed.parent_redemption.customer).toEqual({
      id: customer.id,
      source_id: 'demo-customer',
      object: 'customer',
    });
    expect(redeemed.redemptions[0]!.customer).toEqual({
      id: customer.id,
      source_id: 'demo-customer',
      object: 'customer',
    });
  });

  it("uses the request's metadata for this evaluation's rules without storing it", async () => {
    // EXCLUSIVE50 is for gold customers; new-customer is stored as basic.
    const stored = await refusedRedemption(service, {
      customer: { source_id: 'new-customer' },
      redeemables: [redeemable('EXCLUSIVE50')],
      order: cart,
    });
    expect(stored.key).toBe('customer_rules_violated');
    await redeemThroughApi(service, {
      customer: { source_id: 'new-customer', metadata: { tier: 'gold' } },
      redeemables: [redeemable('EXCLUSIVE50')],
      order: cart,
    });
    expect((await storedCustomer('new-customer')).metadata).toEqual({ tier: 'basic', country: 'DE' });
  });

  it('creates a customer it does not know, with what the request says', async () => {
    await redeemThroughApi(service, {
      customer: { source_id: 'walk-in-42', name: 'Walk In', metadata: { channel: 'kiosk' } },
      redeemables: [redeemable('PERCENT15')],
      order: cart,
    });
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
      const refused = await refusedRedemption(service, {
        redeemables: [redeemable('PERCENT15')],
        session: { type: 'LOCK', key: 'long', ...ttl },
        order: cart,
      });
      expect(refused).toMatchObject({ code: 400, key: 'invalid_payload' });
      expect(refused.details).toMatch(/^session\.ttl: A session lock lasts at most 30 days/);
    },
  );

  it('accepts up to 30 days', async () => {
    await redeemThroughApi(service, {
      redeemables: [redeemable('PERCENT15')],
      session: { type: 'LOCK', key: 'month', ttl: 720, ttl_unit: 'HOURS' },
      order: cart,
    });
  });
});

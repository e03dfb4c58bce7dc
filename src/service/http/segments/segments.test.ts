import { VoucherifyServerSide } from '@voucherify/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { customerSegmentListSchema, segmentSchema } from '../../../contract/segment.ts';
import { customers } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { segments } from '../../store/schema/segments.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { addSegmentVoucher, cart, redeemThroughApi, refusedRedemption } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });

const createSegment = (body: unknown) => service.request('/v1/segments', jsonRequest('POST', body, appHeaders));
const newCustomer = (body: Record<string, unknown>) =>
  readAs(service.request('/v1/customers', jsonRequest('POST', body, appHeaders)), customerSchema, 200);
async function segmentsOf(customer: string) {
  const body = await readAs(
    service.request(`/v1/customers/${encodeURIComponent(customer)}/segments`, { headers: appHeaders }),
    customerSegmentListSchema,
    200,
  );
  expect(officialErrors('get', '/v1/customers/{customerId}/segments', 200, body)).toEqual([]);
  return body.data.map((s) => s.name);
}
const storedSegments = async (customerId: string) =>
  (await service.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.segments;

/** A campaign of its own with one voucher, whose rule lets in only customers in `segmentId`; returns the code. */
const voucherForSegment = (segmentId: string) =>
  addSegmentVoucher(service.database.db, segmentId, { discount: { type: 'AMOUNT', amount_off: 500 } });
const redemptionBody = (code: string, customer: string) => ({
  redeemables: [{ object: 'voucher', id: code }],
  order: cart,
  customer: { source_id: customer },
});

describe('static segments', () => {
  it('creates a segment of customers named by id or source id, reads it, lists it on them, and deletes it', async () => {
    const ada = await newCustomer({ source_id: 'seg-ada', name: 'Ada' });
    const bob = await newCustomer({ source_id: 'seg-bob', name: 'Bob' });
    await newCustomer({ source_id: 'seg-cy', name: 'Cy' });
    const response = await createSegment({ name: 'Friends', type: 'static', customers: [ada.id, 'seg-bob'] });
    const created = await readAs(response, segmentSchema, 200);
    expect(officialErrors('post', '/v1/segments', 200, created)).toEqual([]);
    expect(created).toMatchObject({ name: 'Friends', type: 'static', filter: null, object: 'segment' });
    expect(created.id).toMatch(/^seg_/);

    const read = await readAs(
      service.request(`/v1/segments/${created.id}`, { headers: appHeaders }),
      segmentSchema,
      200,
    );
    expect(officialErrors('get', '/v1/segments/{segmentId}', 200, read)).toEqual([]);
    expect(read).toEqual(created);
    expect(await segmentsOf('seg-ada')).toEqual(['Friends']);
    expect(await segmentsOf(bob.id)).toEqual(['Friends']);
    expect(await segmentsOf('seg-cy')).toEqual([]);

    const deleted = await service.request(`/v1/segments/${created.id}`, { method: 'DELETE', headers: appHeaders });
    expect(deleted.status).toBe(204);
    expect(await storedSegments(ada.id)).not.toContain(created.id);
    expect(await storedSegments(bob.id)).not.toContain(created.id);
    expect(await segmentsOf('seg-ada')).toEqual([]);
    const gone = await readAs(
      service.request(`/v1/segments/${created.id}`, { headers: appHeaders }),
      errorBodySchema,
      404,
    );
    expect(gone).toMatchObject({ key: 'not_found', resource_type: 'segment', resource_id: created.id });
    const [audit] = await service.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.resourceId, created.id))
      .orderBy(auditEntries.createdAt);
    expect(audit?.action).toBe('segment.created');
  });

  it('refuses an unknown customer and writes nothing', async () => {
    const before = await service.database.db.select().from(segments);
    const refused = await readAs(
      createSegment({ name: 'Ghosts', type: 'static', customers: ['seg-nobody'] }),
      errorBodySchema,
      404,
    );
    expect(refused).toMatchObject({ resource_type: 'customer', resource_id: 'seg-nobody' });
    expect(await service.database.db.select().from(segments)).toHaveLength(before.length);
  });

  it('lets a validation rule on customer.segment admit the members only', async () => {
    const member = await newCustomer({ source_id: 'seg-member' });
    await newCustomer({ source_id: 'seg-outsider' });
    const segment = await readAs(
      createSegment({ name: 'Members', type: 'static', customers: [member.id] }),
      segmentSchema,
      200,
    );
    const code = await voucherForSegment(segment.id);
    const refused = await refusedRedemption(service, redemptionBody(code, 'seg-outsider'));
    expect(refused.key).toBe('customer_rules_violated');
    await redeemThroughApi(service, redemptionBody(code, 'seg-member'));
  });
});

describe('auto-update segments', () => {
  const gold = {
    junction: 'and',
    'metadata.tier': { conditions: { $in: ['gold', 'platinum'] } },
    email: { conditions: { $ends_with: '@club.example' } },
  };

  it('holds whoever matches the filter now, and the rule engine sees it', async () => {
    const segment = await readAs(
      createSegment({ name: 'Gold club', type: 'auto-update', filter: gold }),
      segmentSchema,
      200,
    );
    expect(officialErrors('post', '/v1/segments', 200, segment)).toEqual([]);
    expect(segment).toMatchObject({ type: 'auto-update', filter: gold, initial_sync_status: 'DONE' });
    await newCustomer({ source_id: 'auto-gold', email: 'g@club.example', metadata: { tier: 'gold' } });
    await newCustomer({ source_id: 'auto-silver', email: 's@club.example', metadata: { tier: 'silver' } });
    expect(await segmentsOf('auto-gold')).toContain('Gold club');
    expect(await segmentsOf('auto-silver')).not.toContain('Gold club');

    const code = await voucherForSegment(segment.id);
    const refused = await refusedRedemption(service, redemptionBody(code, 'auto-silver'));
    expect(refused.key).toBe('customer_rules_violated');
    // The customer moves into the segment by a metadata change, with nothing else to do.
    await service.request(
      '/v1/customers/auto-silver',
      jsonRequest('PUT', { metadata: { tier: 'platinum' } }, appHeaders),
    );
    expect(await segmentsOf('auto-silver')).toContain('Gold club');
    await redeemThroughApi(service, redemptionBody(code, 'auto-silver'));
  });

  it('matches dates, numbers and "or" as documented', async () => {
    await newCustomer({ source_id: 'auto-num', name: 'Numbers', metadata: { visits: 12 } });
    const filters = {
      Recent: { created_at: { conditions: { $after: ['2000-01-01T00:00:00.000Z'] } } },
      Old: { created_at: { conditions: { $before: ['2000-01-01T00:00:00.000Z'] } } },
      Regulars: { 'metadata.visits': { conditions: { $more_than_equal: [10] } } },
      Either: {
        junction: 'or',
        name: { conditions: { $is: 'Nobody' } },
        source_id: { conditions: { $is: 'auto-num' } },
      },
      Nameless: { name: { conditions: { $is_unknown: '' } } },
    };
    for (const [name, filter] of Object.entries(filters)) {
      await readAs(createSegment({ name, type: 'passive', filter }), segmentSchema, 200);
    }
    const mine = await segmentsOf('auto-num');
    expect(mine).toEqual(expect.arrayContaining(['Recent', 'Regulars', 'Either']));
    expect(mine).not.toContain('Old');
    expect(mine).not.toContain('Nameless');
  });

  it('refuses a field or operator it cannot evaluate, naming it, and writes nothing', async () => {
    const before = (await service.database.db.select().from(segments)).length;
    const field = await readAs(
      createSegment({
        name: 'Points',
        type: 'auto-update',
        filter: { 'loyalty_points.campaigns.Tiers.points': { conditions: { $more_than: [4] } } },
      }),
      errorBodySchema,
      400,
    );
    expect(field.details).toContain('Segments cannot filter on loyalty_points.campaigns.Tiers.points');
    const operator = await readAs(
      createSegment({
        name: 'Birthdays',
        type: 'auto-update',
        filter: { email: { conditions: { $next_month: [true] } } },
      }),
      errorBodySchema,
      400,
    );
    expect(operator.details).toContain('$next_month is not supported on email');
    await readAs(
      createSegment({ name: 'Empty', type: 'auto-update', filter: { junction: 'and' } }),
      errorBodySchema,
      400,
    );
    await readAs(createSegment({ name: 'No filter', type: 'auto-update' }), errorBodySchema, 400);
    expect((await service.database.db.select().from(segments)).length).toBe(before);
  });
});

describe('the official SDK v2', () => {
  it('creates, reads, lists by customer and deletes a segment', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    await newCustomer({ source_id: 'sdk-seg', metadata: { plan: 'pro' } });
    const made = await sdk.segments.create({
      name: 'Pro plan',
      type: 'auto-update',
      filter: { junction: 'AND', 'metadata.plan': { conditions: { $is: 'pro' } } },
    });
    expect(await sdk.segments.get(made.id)).toMatchObject({ name: 'Pro plan', type: 'auto-update' });
    expect((await sdk.segments.list('sdk-seg')).data.map((s) => s.id)).toContain(made.id);
    await sdk.segments.delete(made.id);
    expect((await sdk.segments.list('sdk-seg')).data.map((s) => s.id)).not.toContain(made.id);
  });
});

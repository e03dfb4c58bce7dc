import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { bearer, expectError, issueTokenThroughApi, readAs } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redemptionOutcome,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const switchVoucher = (code: string, action: 'enable' | 'disable', headers: Record<string, string> = appHeaders) =>
  service.request(`/v1/vouchers/${encodeURIComponent(code)}/${action}`, { method: 'POST', headers });
const get = (path: string) => service.request(path, { headers: appHeaders });

describe('POST /v1/vouchers/{code}/disable and /enable', () => {
  it('answer the voucher; a disabled one is refused at validation and redemption with voucher_disabled', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 5 });
    const body = { redeemables: [redeemable(code)], order: cart };

    const disabled = await readAs(switchVoucher(code, 'disable'), voucherSchema, 200);
    expect(disabled).toMatchObject({ code, active: false, updated_at: WEEKDAY_NOON.toISOString() });
    expect((await readAs(get(`/v1/vouchers/${code}`), voucherSchema, 200)).active).toBe(false);
    expect(await redemptionOutcome(service, body)).toMatchObject({ status: 400, error: { key: 'voucher_disabled' } });
    const validation = await readAs(
      service.request('/client/v1/validations', jsonRequest('POST', body, clientHeaders)),
      validationResponseSchema,
      200,
    );
    expect(validation.valid).toBe(false);
    expect(validation.inapplicable_redeemables?.[0]?.result).toMatchObject({
      error: expect.objectContaining({ key: 'voucher_disabled' }),
    });
    expect((await voucherRow(db, code)).redeemedQuantity).toBe(0);

    // Disabling twice is harmless; enabling restores redemption.
    await readAs(switchVoucher(code, 'disable'), voucherSchema, 200);
    expect((await readAs(switchVoucher(code, 'enable'), voucherSchema, 200)).active).toBe(true);
    expect((await redemptionOutcome(service, body)).status).toBe(200);

    const events = await db
      .select({ type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'voucher.disabled'));
    expect(events.map((e) => e.payload.voucher)).toContainEqual(expect.objectContaining({ code, active: false }));
    const audited = await db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceType, 'voucher'), eq(auditEntries.resourceId, disabled.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['voucher.disabled', 'voucher.disabled', 'voucher.enabled']);
  });

  it('answer 404 for a code the project does not have, 401 without keys, 403 for a token of another scope', async () => {
    const body = await expectError(switchVoucher('NO-SUCH-CODE', 'disable'), 404, 'not_found');
    expect(body).toMatchObject({ resource_type: 'voucher', resource_id: 'NO-SUCH-CODE' });
    await expectError(switchVoucher('BLCKFRDY', 'enable', {}), 401, 'unauthorized');
    const token = await issueTokenThroughApi(service, 'campaigns');
    await expectError(switchVoucher('BLCKFRDY', 'enable', bearer(token)), 403, 'forbidden');
    expect(
      (
        await readAs(
          switchVoucher('BLCKFRDY', 'enable', bearer(await issueTokenThroughApi(service, 'vouchers'))),
          voucherSchema,
          200,
        )
      ).active,
    ).toBe(true);
  });

  it('take turns with each other and with redemptions: no error, the state is the last switch, uses within quantity', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 20 });
    const switches = Array.from({ length: 12 }, (_, i) => switchVoucher(code, i % 2 ? 'enable' : 'disable'));
    const redemptions = Array.from({ length: 12 }, () =>
      redemptionOutcome(service, { redeemables: [redeemable(code)], order: cart }),
    );
    const [switched, redeemed] = await Promise.all([Promise.all(switches), Promise.all(redemptions)]);
    expect(switched.map((r) => r.status)).toEqual(Array(12).fill(200));
    for (const outcome of redeemed) {
      if (outcome.status !== 200) expect(outcome).toMatchObject({ status: 400, error: { key: 'voucher_disabled' } });
    }
    const row = await voucherRow(db, code);
    expect(row.redeemedQuantity).toBe(redeemed.filter((o) => o.status === 200).length);
    const final = await readAs(switchVoucher(code, 'enable'), voucherSchema, 200);
    expect(final.active).toBe(true);
  });
});

describe('GET /v1/vouchers?code=', () => {
  it('finds codes containing the text, ignoring case, with % and _ matched literally', async () => {
    const found = await readAs(get('/v1/vouchers?code=blckfr'), voucherListSchema, 200);
    expect(found.vouchers.map((v) => v.code)).toEqual(['BLCKFRDY']);
    expect(found.total).toBe(1);
    expect((await readAs(get('/v1/vouchers?code=%25'), voucherListSchema, 200)).total).toBe(0);
    const body = await expectError(get(`/v1/vouchers?code=${'x'.repeat(101)}`), 400, 'invalid_payload');
    expect(body.details).toMatch(/^code:/);
  });
});

/*
 * Test support for the redemption suites: a fixed instant, vouchers made to measure, project stacking rules, and
 * redeem and validate calls. Test-only; production code never imports it.
 */
import { eq } from 'drizzle-orm';
import type { Discount } from '../../contract/discount.ts';
import type { StackingRules } from '../../contract/stacking-rules.ts';
import { newId } from '../ids.ts';
import type { Db } from '../store/db.ts';
import { ensureCategoryNamed, insertCampaign } from '../store/repositories/campaigns.ts';
import { insertVouchersSkippingTakenCodes } from '../store/repositories/vouchers.ts';
import { projects } from '../store/schema/access.ts';
import {
  categories,
  promotionTiers,
  validationRuleAssignments,
  validationRules,
  vouchers,
} from '../store/schema/catalog.ts';
import type { ValidationRuleRules } from '../../contract/validation-rule.ts';
import type { Validity } from '../../contract/common.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { clientRedemptionResponseSchema } from '../../contract/redemption.ts';
import { validationResponseSchema } from '../../contract/validation.ts';
import { readAs } from './api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys, testSeedAt } from './harness.ts';
import type { TestService } from './service.ts';

type Requests = Pick<TestService, 'request'>;

/**
 * Noon (UTC) of the first weekday after the day the tests' demo data was seeded: after the demo's history, inside
 * every demo campaign's window (the flash sale's too) and the weekday tier's hours.
 */
export const WEEKDAY_NOON = (() => {
  const day = new Date(Math.floor(testSeedAt.getTime() / 86_400_000) * 86_400_000);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return new Date(day.getTime() + 12 * 3_600_000);
})();

/** `days` after `WEEKDAY_NOON` (negative: before), as the interface writes an instant. */
export const daysFromNoon = (days: number) => new Date(WEEKDAY_NOON.getTime() + days * 86_400_000).toISOString();

export interface VoucherSpec {
  discount?: Discount;
  gift?: number;
  quantity?: number | null;
  category?: { name: string; stacking_rules_type?: 'JOINT' | 'EXCLUSIVE'; hierarchy?: number };
  active?: boolean;
  validity?: Validity;
}

/** A campaign of its own with one voucher, so a test owns its counters; returns the code. */
export async function addVoucher(db: Db, spec: VoucherSpec): Promise<string> {
  const projectId = testKeys.project_id;
  const code = `T-${newId('', 10)}`;
  const category = spec.category && (await ensureCategoryNamed(db, projectId, spec.category.name, () => newId('cat_')));
  if (category && spec.category) {
    await db
      .update(categories)
      .set({ stackingRulesType: spec.category.stacking_rules_type ?? null, hierarchy: spec.category.hierarchy ?? 0 })
      .where(eq(categories.id, category.id));
  }
  const type = spec.gift !== undefined ? 'GIFT_VOUCHER' : 'DISCOUNT_VOUCHER';
  const campaign = await insertCampaign(db, {
    id: newId('camp_'),
    projectId,
    name: `Campaign ${code}`,
    campaignType: type === 'GIFT_VOUCHER' ? 'GIFT_VOUCHERS' : 'DISCOUNT_COUPONS',
    type: 'STATIC',
    voucher: {
      type,
      discount: spec.discount,
      ...(spec.gift !== undefined && { gift: { amount: spec.gift, balance: spec.gift } }),
      redemption: { quantity: spec.quantity ?? null },
      code_config: {},
      is_referral_code: false,
    },
    categoryId: category?.id ?? null,
    vouchersCount: 1,
  });
  await insertVouchersSkippingTakenCodes(
    db,
    {
      projectId,
      campaignId: campaign.id,
      type,
      discount: spec.discount ?? null,
      giftAmount: spec.gift ?? null,
      giftBalance: spec.gift ?? null,
      redemptionQuantity: spec.quantity ?? null,
      active: spec.active ?? true,
      validity: spec.validity ?? {},
      categoryId: category?.id ?? null,
    },
    [{ id: newId('v_'), code }],
  );
  return code;
}

export async function voucherRow(db: Db, code: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  return row!;
}

/** `addVoucher`, with a validation rule on its campaign that lets in only customers in `segmentId`. */
export async function addSegmentVoucher(db: Db, segmentId: string, spec: VoucherSpec): Promise<string> {
  const code = await addVoucher(db, spec);
  const ruleId = newId('val_');
  const rules: ValidationRuleRules = {
    '1': { name: 'customer.segment', conditions: { $in: [segmentId] } },
    logic: '1',
  };
  await db.insert(validationRules).values({ id: ruleId, projectId: testKeys.project_id, name: 'Segment only', rules });
  await db.insert(validationRuleAssignments).values({
    id: newId('asgm_'),
    projectId: testKeys.project_id,
    ruleId,
    relatedObjectType: 'campaign',
    relatedObjectId: (await voucherRow(db, code)).campaignId!,
  });
  return code;
}

/** Sets the demo project's stacking rules (null restores the defaults). */
export async function setStackingRules(db: Db, rules: Partial<StackingRules> | null) {
  await db.update(projects).set({ stackingRules: rules }).where(eq(projects.id, testKeys.project_id));
}

/** `{object: 'voucher', id}` for a code, `{object: 'promotion_tier', id}` for a `promo_` id. */
export const redeemable = (id: string, credits?: number) =>
  id.startsWith('promo_')
    ? { object: 'promotion_tier', id }
    : { object: 'voucher', id, ...(credits !== undefined && { gift: { credits } }) };

/** The order most suites use: two lines, 100.00 in all. */
export const cart = {
  amount: 10000,
  items: [
    { product_id: 'prod_a', quantity: 2, price: 2000, related_object: 'product' },
    { product_id: 'prod_b', quantity: 1, price: 6000, related_object: 'product' },
  ],
};

/** POST /client/v1/redemptions with the client keys, answered with 200 and a redemption. */
export const redeemThroughApi = (service: Requests, body: Record<string, unknown>) =>
  readAs(redemptionRequest(service, body), clientRedemptionResponseSchema, 200);

/** POST /client/v1/redemptions with the client keys, refused with `status` and the error body. */
export const refusedRedemption = (service: Requests, body: Record<string, unknown>, status = 400) =>
  readAs(redemptionRequest(service, body), errorBodySchema, status);

/** The stacked redemption, through the client keys (`POST /client/v1/redemptions`) or the server's (`POST /v1/redemptions`). */
const redemptionRequest = (service: Requests, body: Record<string, unknown>, side: 'client' | 'server' = 'client') =>
  side === 'client'
    ? service.request('/client/v1/redemptions', jsonRequest('POST', body, clientHeaders))
    : service.request('/v1/redemptions', jsonRequest('POST', body, appHeaders));

/** A redemption that may go either way (a race): the status, and the redemption on 200 or else the error body. */
export async function redemptionOutcome(
  service: Requests,
  body: Record<string, unknown>,
  side: 'client' | 'server' = 'client',
) {
  const res = await redemptionRequest(service, body, side);
  if (res.status === 200) return { status: 200, redemption: await readAs(res, clientRedemptionResponseSchema, 200) };
  return { status: res.status, error: await readAs(res, errorBodySchema, res.status) };
}

/** POST /client/v1/validations with the client keys, answered with 200. */
export const validateThroughApi = (service: Requests, body: Record<string, unknown>) =>
  readAs(
    service.request('/client/v1/validations', jsonRequest('POST', body, clientHeaders)),
    validationResponseSchema,
    200,
  );

/** The id of the demo promotion tier with this name. */
export async function tierId(db: Db, name: string) {
  const [row] = await db.select({ id: promotionTiers.id }).from(promotionTiers).where(eq(promotionTiers.name, name));
  return row!.id;
}

/*
 * Presenters are typed by the contract, without casts: a response missing a field, with a renamed one, or with a
 * database `null` where the contract allows none, fails `tsc` (which checks this file), not a runtime test. The
 * `@ts-expect-error` lines are the proof: were the compiler to accept them, `tsc` would fail on the unused directive.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Campaign } from '../../contract/campaign.ts';
import type { CampaignTemplate } from '../../contract/campaign-template.ts';
import type { Customer, SimpleCustomer } from '../../contract/customer.ts';
import type { OrderCalculated } from '../../contract/order.ts';
import type { PromotionTier } from '../../contract/promotion-tier.ts';
import type { Redemption } from '../../contract/redemption.ts';
import type { Voucher } from '../../contract/voucher.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import type { TemplateRow } from '../store/repositories/templates.ts';
import { presentCampaigns } from './campaigns/present.ts';
import { presentCustomer, presentSimpleCustomer } from './customers/present.ts';
import { presentTiers } from './promotions/present.ts';
import { presentOrder, presentRedemption } from './redemptions/present.ts';
import { presentTemplate } from './templates/present.ts';
import { presentVouchers } from './vouchers/present.ts';

describe('presenters are typed by the contract', () => {
  it('return the contract types', () => {
    expectTypeOf(presentCampaigns).returns.toEqualTypeOf<Campaign[]>();
    expectTypeOf(presentVouchers).returns.toEqualTypeOf<Voucher[]>();
    expectTypeOf(presentTiers).returns.toEqualTypeOf<PromotionTier[]>();
    expectTypeOf(presentCustomer).returns.toEqualTypeOf<Customer>();
    expectTypeOf(presentSimpleCustomer).returns.toEqualTypeOf<SimpleCustomer>();
    expectTypeOf(presentTemplate).returns.toEqualTypeOf<CampaignTemplate>();
    expectTypeOf(presentOrder).returns.toEqualTypeOf<OrderCalculated>();
    expectTypeOf(presentRedemption).returns.toEqualTypeOf<Redemption>();
  });

  it('refuse a response missing a field, with a renamed one or with a null the contract does not allow', () => {
    const present = (campaign: Campaign) => {
      const { name, ...withoutName } = campaign;
      // @ts-expect-error `name` is missing
      const missing: Campaign = withoutName;
      // @ts-expect-error `name` renamed to `title`
      const renamed: Campaign = { ...withoutName, title: name };
      return [missing, renamed];
    };
    expectTypeOf(present).toBeFunction();

    // A presenter written as the real ones are: an object literal under the contract's return type.
    const misspelled = (row: TemplateRow): CampaignTemplate => ({
      id: row.id,
      name: row.name,
      // @ts-expect-error `descripton` is not a field of the template
      descripton: row.description ?? undefined,
      campaign_type: row.campaignType,
      created_at: row.createdAt.toISOString(),
      object: 'campaign_template',
    });
    const nullable = (row: CustomerRow): SimpleCustomer => ({
      id: row.id,
      // @ts-expect-error the official schema types `name` as non-nullable: a database `null` must become `undefined`
      name: row.name,
      object: 'customer',
    });
    expectTypeOf(misspelled).toBeFunction();
    expectTypeOf(nullable).toBeFunction();
  });
});

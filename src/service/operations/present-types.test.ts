/*
 * Presenters are typed by the contract, without casts: a response missing a field, or with a renamed one, fails
 * `tsc` (which checks this file), not a runtime test. The `@ts-expect-error` lines are the proof: were the compiler
 * to accept them, `tsc` would fail on the unused directive.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Campaign } from '../../contract/campaign.ts';
import type { Voucher } from '../../contract/voucher.ts';
import { presentCampaigns } from './campaigns/present.ts';
import { compact } from './present-common.ts';
import { presentVouchers } from './vouchers/present.ts';

describe('presenters are typed by the contract', () => {
  it('return the contract types', () => {
    expectTypeOf(presentCampaigns).returns.toEqualTypeOf<Campaign[]>();
    expectTypeOf(presentVouchers).returns.toEqualTypeOf<Voucher[]>();
  });

  it('refuse a response missing a field or with a renamed one', () => {
    const category = (name: string | null) => compact({ id: 'cat_1', name, object: 'category' as const });
    expectTypeOf(category('x')).toEqualTypeOf<{ id: string; name: string; object: 'category' }>();

    const present = (campaign: Campaign) => {
      const { name, ...withoutName } = campaign;
      // @ts-expect-error `name` is missing
      const missing: Campaign = withoutName;
      // @ts-expect-error `name` renamed to `title`
      const renamed: Campaign = { ...withoutName, title: name };
      // @ts-expect-error compact keeps each field's type: a name that may be absent is not a Campaign's name
      const absent: Campaign = { ...campaign, ...compact({ name: campaign.name as string | undefined }) };
      return [missing, renamed, absent];
    };
    expectTypeOf(present).toBeFunction();
  });
});

import { describe, expect, it } from 'vitest';
import type { CampaignEligibility } from '../../../contract/customer-eligibility.ts';
import { eligibilityWords } from './eligibility-words.ts';

const campaign = { id: 'camp_1', name: 'Half price VIP', campaign_type: 'DISCOUNT_COUPONS' } as const;
const entry = (failure: CampaignEligibility['failure']): CampaignEligibility => ({
  object: 'campaign_eligibility',
  campaign,
  qualifies: failure === null,
  failure,
});
const ruleFailure = (condition: Extract<CampaignEligibility['failure'], { kind: 'rule' }>['condition']) =>
  entry({
    kind: 'rule',
    rule: { id: 'val_1', name: 'Gold customers', rules: { '1': condition, logic: '1' } },
    condition,
    failure_code: 'customer_rules_violated',
    message: 'Only for gold members',
  });

describe('eligibilityWords', () => {
  it('says a qualifying campaign qualifies', () => {
    expect(eligibilityWords(entry(null))).toBe('Qualifies');
  });

  it('names the failed rule and its condition in words', () => {
    expect(
      eligibilityWords(ruleFailure({ name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } })),
    ).toBe("Not eligible: “Gold customers” requires that customer's tier is gold");
    expect(eligibilityWords(ruleFailure({ name: 'customer.segment', conditions: { $in: ['seg_vip'] } }))).toBe(
      'Not eligible: “Gold customers” requires that customer is in segment seg_vip',
    );
    expect(
      eligibilityWords(ruleFailure({ name: 'order.amount', conditions: { $more_than_or_equal: [10000] } }), 'USD'),
    ).toBe('Not eligible: “Gold customers” requires that order amount at least $100.00');
  });

  it('says why a campaign is not usable now', () => {
    expect(eligibilityWords(entry({ kind: 'validity', reason: 'expired' }))).toBe(
      'Not eligible: the campaign has ended',
    );
    expect(eligibilityWords(entry({ kind: 'validity', reason: 'outside_validity_window' }))).toBe(
      "Not eligible: it is outside the campaign's days or hours",
    );
  });
});

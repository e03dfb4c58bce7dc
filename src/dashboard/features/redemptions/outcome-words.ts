import type { SkipReasonKey } from '../../../contract/redemption.ts';

/** Why the service skipped a valid redeemable, in words a marketing manager reads at the till. */
export const skipReasonWords: Record<SkipReasonKey, string> = {
  applicable_redeemables_limit_exceeded: 'The order already has as many discounts as the stacking rules allow.',
  applicable_redeemables_per_category_limit_exceeded:
    'Another discount of the same category already applies, and the category allows no more.',
  applicable_exclusive_redeemables_limit_exceeded: 'Another exclusive discount already applies.',
  applicable_exclusive_redeemables_per_category_limit_exceeded:
    'Another exclusive discount of this category already applies.',
  exclusion_rules_not_met: 'An exclusive discount applies, and this one cannot be combined with it.',
  preceding_validation_failed:
    'Another redeemable of this request was refused, and the project applies all redeemables or none.',
  no_effect: 'It would take nothing off this order.',
};

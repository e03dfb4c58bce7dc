import { z } from 'zod';
import type { Discount } from '../../contract/discount.ts';
import { fromMinorUnits, moneyTextSchema, toMinorUnits } from './money-text.ts';

/**
 * What a code or tier is worth, as typed: a percentage, money text for an amount off or a gift card's amount, or
 * OTHER for a kind the form does not edit (loyalty points, a fixed price, free units).
 */
export const rewardSchema = z
  .object({ kind: z.enum(['PERCENT', 'AMOUNT', 'GIFT', 'OTHER']), value: z.string().trim() })
  .superRefine((reward, context) => {
    const problem =
      reward.kind === 'PERCENT'
        ? !/^\d+(\.\d+)?$/.test(reward.value) || Number(reward.value) > 100
          ? 'Enter a percentage from 0 to 100'
          : undefined
        : reward.kind === 'OTHER'
          ? undefined
          : moneyTextSchema.safeParse(reward.value).error?.issues[0]?.message;
    if (reward.kind === 'GIFT' && !problem && toMinorUnits(reward.value) === 0)
      context.addIssue({ code: 'custom', path: ['value'], message: 'A gift card needs an amount above zero' });
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type Reward = z.output<typeof rewardSchema>;

/** A percent or amount reward as the discount the service takes. */
export function discountOfReward(reward: Reward): Discount {
  return reward.kind === 'PERCENT'
    ? { type: 'PERCENT', percent_off: Number(reward.value) }
    : { type: 'AMOUNT', amount_off: toMinorUnits(reward.value) };
}

/** A discount as the reward inputs show it; kinds the inputs cannot edit are OTHER. */
export function rewardOfDiscount(discount: Discount | undefined): z.input<typeof rewardSchema> {
  // A tier made without a discount: the form asks for one.
  if (!discount) return { kind: 'PERCENT', value: '' };
  if (discount.type === 'PERCENT') return { kind: 'PERCENT', value: String(discount.percent_off) };
  if (discount.type === 'AMOUNT') return { kind: 'AMOUNT', value: fromMinorUnits(discount.amount_off) };
  return { kind: 'OTHER', value: '' };
}

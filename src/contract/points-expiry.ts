import { z } from 'zod';

const roundingTypes = [
  'END_OF_MONTH',
  'END_OF_QUARTER',
  'END_OF_HALF_YEAR',
  'END_OF_YEAR',
  'PARTICULAR_MONTH',
] as const;

/**
 * When credited points expire (the official CampaignLoyaltyCard / EarningRuleExpirationRules): MONTH after
 * `period_value` months, optionally rounded up to the end of a month, quarter, half year, year or a particular month
 * (`rounding_value` 1..12); FIXED_DAY_OF_YEAR on the next `fixed_month`/`fixed_day`.
 */
export const pointsExpirationRulesSchema = z
  .object({
    period_type: z.enum(['MONTH', 'FIXED_DAY_OF_YEAR']),
    period_value: z.number().int().min(1).max(1200).optional(),
    rounding_type: z.enum(roundingTypes).optional(),
    rounding_value: z.number().int().min(1).max(12).optional(),
    fixed_month: z.number().int().min(1).max(12).optional(),
    fixed_day: z.number().int().min(1).max(31).optional(),
  })
  .superRefine((rules, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rules.period_type === 'MONTH') {
      if (rules.period_value === undefined) issue('period_value', 'MONTH needs period_value (months)');
      if (rules.fixed_month !== undefined || rules.fixed_day !== undefined)
        issue('fixed_month', 'fixed_month and fixed_day belong to FIXED_DAY_OF_YEAR');
      if (rules.rounding_type === 'PARTICULAR_MONTH' && rules.rounding_value === undefined)
        issue('rounding_value', 'PARTICULAR_MONTH needs rounding_value (the month, 1..12)');
      if (rules.rounding_value !== undefined && rules.rounding_type !== 'PARTICULAR_MONTH')
        issue('rounding_value', 'rounding_value goes with rounding_type PARTICULAR_MONTH');
    } else {
      if (rules.fixed_month === undefined || rules.fixed_day === undefined)
        issue('fixed_month', 'FIXED_DAY_OF_YEAR needs fixed_month and fixed_day');
      else if (rules.fixed_day > new Date(Date.UTC(2024, rules.fixed_month, 0)).getUTCDate())
        issue('fixed_day', `Month ${rules.fixed_month} has no day ${rules.fixed_day}`);
      if (rules.period_value !== undefined || rules.rounding_type !== undefined || rules.rounding_value !== undefined)
        issue('period_value', 'period_value and rounding belong to MONTH');
    }
  });
export type PointsExpirationRules = z.infer<typeof pointsExpirationRulesSchema>;

import { z } from 'zod';
import { isoDurationSchema } from './common.ts';

/**
 * A loyalty program's `loyalty_tiers_expiration`: how a member qualifies for a tier (balance, or points earned in a
 * period) and when a tier reached ends. The program stores it as sent; the tiers read it.
 */
export const loyaltyTiersExpirationSchema = z
  .object({
    qualification_type: z.enum(['BALANCE', 'POINTS_IN_PERIOD']),
    qualification_period: z.enum(['MONTH', 'QUARTER', 'HALF_YEAR', 'YEAR']).optional(),
    start_date: z.object({ type: z.enum(['IMMEDIATE', 'NEXT_PERIOD']) }),
    expiration_date: z.object({
      type: z.enum(['END_OF_PERIOD', 'END_OF_NEXT_PERIOD', 'BALANCE_DROP', 'CUSTOM']),
      extend: isoDurationSchema,
      rounding: z
        .object({
          type: z.enum(['MONTH', 'QUARTER', 'HALF_YEAR', 'YEAR', 'CUSTOM']).optional(),
          strategy: z.enum(['START', 'END']).optional(),
          unit: z.literal('MONTH').optional(),
          value: z.number().int().min(1).max(120).optional(),
        })
        .optional(),
    }),
  })
  .refine((v) => v.qualification_type !== 'POINTS_IN_PERIOD' || v.qualification_period, {
    message: 'Tiers qualified by points in a period need a qualification_period',
    path: ['qualification_period'],
  });
export type LoyaltyTiersExpiration = z.infer<typeof loyaltyTiersExpirationSchema>;

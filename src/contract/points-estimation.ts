import { z } from 'zod';
import { customerRequestSchema } from './customer.ts';
import { orderRequestSchema } from './order.ts';

/**
 * POST /v1/loyalties/{campaignId}/qualifications: the customer and the order to estimate the program's points for;
 * both are required, as the hosted endpoint requires them. The order is a stored one (by `id` or `source_id`) or the
 * order sent.
 */
export const pointsEstimationRequestSchema = z
  .object({ customer: customerRequestSchema, order: orderRequestSchema })
  .meta({ id: 'LoyaltiesQualificationsCheckEligibilityRequestBody' });
export type PointsEstimationRequest = z.infer<typeof pointsEstimationRequestSchema>;

export const pointsEstimationSchema = z
  .object({
    campaign: z.object({ id: z.string(), name: z.string(), object: z.literal('campaign') }),
    /** What the program's live order-paid earning rules would give the customer's card for the order. */
    points_estimation: z.number().int(),
  })
  .meta({ id: 'LoyaltiesQualificationsCheckEligibilityResponseBody' });
export type PointsEstimation = z.infer<typeof pointsEstimationSchema>;

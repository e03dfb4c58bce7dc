import { z } from 'zod';
import { memberBalanceChangeSchema, pointsTransferSchema } from '../../../contract/loyalty-member.ts';

const positivePoints = z.coerce.number<string>().int('Use whole points').min(1, 'At least 1 point');
const reason = memberBalanceChangeSchema.shape.reason;

/** Points to add or subtract (the button decides the sign) and why; the request is the contract's. */
export const pointsFormSchema = z.object({ points: positivePoints, reason });
export type PointsFormValues = z.input<typeof pointsFormSchema>;
export type PointsFormOutput = z.output<typeof pointsFormSchema>;

/** One card of the holder to take points from; the console gives each transfer its own source id. */
export const transferFormSchema = z.object({
  code: pointsTransferSchema.element.shape.code,
  points: positivePoints,
  reason,
});
export type TransferFormValues = z.input<typeof transferFormSchema>;
export type TransferFormOutput = z.output<typeof transferFormSchema>;

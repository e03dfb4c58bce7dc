import { z } from 'zod';
import { loyaltyTierWriteSchema } from '../../../contract/loyalty-tier.ts';

const points = (text: string) => (text === '' ? Number.NaN : Number(text));

/**
 * The form's text inputs, named as the request's fields so the contract's messages land on them; an empty "to" is
 * an open-ended (top) tier.
 */
export const tierFormSchema = z
  .object({ name: z.string(), points: z.object({ from: z.string().trim(), to: z.string().trim() }) })
  .transform(({ name, points: range }): z.input<typeof loyaltyTierWriteSchema> => ({
    name,
    points: { from: points(range.from), ...(range.to !== '' && { to: points(range.to) }) },
  }))
  .pipe(loyaltyTierWriteSchema);
export type TierFormValues = z.input<typeof tierFormSchema>;
export const emptyTierForm: TierFormValues = { name: '', points: { from: '', to: '' } };

import { z } from 'zod';
import { rewardCreateSchema, rewardLimits, rewardUpdateSchema } from '../../../contract/reward.ts';

export const rewardFormTypes = ['CAMPAIGN', 'COIN', 'MATERIAL'] as const;

const count = (text: string) => (text === '' ? Number.NaN : Number(text));
const optionalCount = (text: string) => (text === '' ? null : Number(text));

/**
 * The new-reward form's inputs, named as the request's fields so the contract's and the service's messages land on
 * them; only the parameters of the chosen type are sent (a stock only for a material reward).
 */
export const rewardFormSchema = z
  .object({
    type: z.enum(rewardFormTypes),
    name: z.string(),
    stock: z.string().trim(),
    parameters: z.object({
      campaign: z.object({ id: z.string(), balance: z.string().trim() }),
      coin: z.object({ exchange_ratio: z.string().trim(), points_ratio: z.string().trim() }),
      product: z.object({ id: z.string() }),
    }),
  })
  // The parameters are a union in the contract, whose failure would name no input: each input is checked here.
  .superRefine(({ type, parameters: p }, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const positive = (text: string) => Number.isFinite(count(text)) && count(text) > 0;
    if (type === 'CAMPAIGN' && p.campaign.id === '') issue(['parameters', 'campaign', 'id'], 'Pick the campaign');
    if (type === 'CAMPAIGN' && p.campaign.balance !== '' && !Number.isInteger(count(p.campaign.balance)))
      issue(['parameters', 'campaign', 'balance'], 'A balance is a whole number');
    if (type === 'COIN' && !Number.isInteger(count(p.coin.points_ratio)))
      issue(['parameters', 'coin', 'points_ratio'], 'Points are a whole number');
    if (type === 'COIN' && !positive(p.coin.exchange_ratio))
      issue(['parameters', 'coin', 'exchange_ratio'], 'The amount is a number above 0');
    if (type === 'MATERIAL' && p.product.id === '') issue(['parameters', 'product', 'id'], 'Pick the product');
  })
  .transform(({ type, name, stock, parameters: p }): z.input<typeof rewardCreateSchema> => {
    if (type === 'CAMPAIGN') {
      const balance = p.campaign.balance === '' ? {} : { balance: count(p.campaign.balance) };
      return { name, parameters: { campaign: { id: p.campaign.id, ...balance } } };
    }
    if (type === 'COIN')
      return {
        name,
        parameters: {
          coin: { exchange_ratio: count(p.coin.exchange_ratio), points_ratio: count(p.coin.points_ratio) },
        },
      };
    return { name, stock: optionalCount(stock), parameters: { product: { id: p.product.id } } };
  })
  .pipe(rewardCreateSchema);
export type RewardFormValues = z.input<typeof rewardFormSchema>;
export const emptyRewardForm: RewardFormValues = {
  type: 'CAMPAIGN',
  name: '',
  stock: '',
  parameters: {
    campaign: { id: '', balance: '' },
    coin: { exchange_ratio: '1', points_ratio: '1' },
    product: { id: '' },
  },
};

/** Editing a reward: its name and, for a material reward only (no input otherwise), its stock (empty is unlimited). */
export const rewardEditFormSchema = z
  .object({ name: z.string(), stock: z.string().trim().optional() })
  .transform(({ name, stock }): z.input<typeof rewardUpdateSchema> =>
    stock === undefined ? { name } : { name, stock: optionalCount(stock) },
  )
  .pipe(rewardUpdateSchema);
export type RewardEditFormValues = z.input<typeof rewardEditFormSchema>;

/** A points price typed in a text input. */
export const priceFormSchema = z
  .object({ points: z.string().trim() })
  .transform(({ points }) => ({ points: count(points) }))
  .pipe(
    z.object({
      points: z.number({ error: 'A price is a whole number of points' }).int().min(1).max(rewardLimits.points),
    }),
  );
export type PriceFormValues = z.input<typeof priceFormSchema>;

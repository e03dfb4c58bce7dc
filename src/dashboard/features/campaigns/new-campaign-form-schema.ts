import { z } from 'zod';
import { campaignNameSchema, campaignTypeSchema, type CampaignType } from '../../../contract/campaign.ts';
import { campaignCreateSchema } from '../../../contract/campaign-create.ts';
import { localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';
import { toMinorUnits } from '../../lib/money-text.ts';
import { discountOfReward as discountOf, rewardSchema } from '../../lib/reward-text.ts';
import { wholeNumber } from './setup-form-schema.ts';

/** What a campaign of each type is worth, as the form asks it. */
export const rewardKindOf = {
  DISCOUNT_COUPONS: 'discount',
  REFERRAL_PROGRAM: 'discount',
  PROMOTION: 'discount',
  GIFT_VOUCHERS: 'gift',
  LOYALTY_PROGRAM: 'points',
} as const satisfies Record<CampaignType, string>;

const newCampaignObject = z
  .object({
    campaign_type: campaignTypeSchema,
    name: campaignNameSchema,
    description: z.string().max(1000),
    /** PERCENT or AMOUNT for discounts; the gift card's amount as a GIFT reward; unused for loyalty cards. */
    reward: rewardSchema,
    points: wholeNumber('The points').refine(
      (points) => Number(points) <= 1_000_000_000,
      'At most 1,000,000,000 points',
    ),
    vouchers_count: wholeNumber('The number of codes'),
    voucher: z.object({
      code_config: z.object({ prefix: z.string(), length: wholeNumber('The code length') }),
      redemption: z.object({ quantity: wholeNumber('The number of redemptions') }),
    }),
    tier: z.object({ name: z.string(), banner: z.string() }),
    start_date: localDateTimeSchema,
    expiration_date: localDateTimeSchema,
  })
  .refine((form) => form.campaign_type !== 'PROMOTION' || form.tier.name.trim() !== '', {
    path: ['tier', 'name'],
    message: 'A tier needs a name',
  });
export type NewCampaignFormValues = z.input<typeof newCampaignObject>;
type NewCampaignForm = z.output<typeof newCampaignObject>;

const count = (value: string) => (value === '' ? undefined : Number(value));
const text = (value: string) => value.trim() || undefined;

/** The codes' settings, as every type but a promotion sends them. */
function voucherOf(form: NewCampaignForm): z.input<typeof campaignCreateSchema>['voucher'] {
  const common = {
    code_config: { prefix: text(form.voucher.code_config.prefix), length: count(form.voucher.code_config.length) },
    redemption: { quantity: count(form.voucher.redemption.quantity) ?? null },
  };
  const kind = rewardKindOf[form.campaign_type];
  if (kind === 'gift') return { type: 'GIFT_VOUCHER', gift: { amount: toMinorUnits(form.reward.value) }, ...common };
  if (kind === 'points') return { type: 'LOYALTY_CARD', loyalty_card: { points: count(form.points) ?? 0 }, ...common };
  return { type: 'DISCOUNT_VOUCHER', discount: discountOf(form.reward), ...common };
}

/** The form as POST /v1/campaigns takes it: a promotion brings its first tier, every other type its codes. */
function toCreateRequest(form: NewCampaignForm): z.input<typeof campaignCreateSchema> {
  const promotion = form.campaign_type === 'PROMOTION';
  return {
    campaign_type: form.campaign_type,
    name: form.name,
    description: text(form.description),
    start_date: localDateTimeToIso(form.start_date),
    expiration_date: localDateTimeToIso(form.expiration_date),
    ...(promotion
      ? {
          promotion: {
            tiers: [
              { name: form.tier.name, banner: text(form.tier.banner), action: { discount: discountOf(form.reward) } },
            ],
          },
        }
      : { type: 'AUTO_UPDATE', vouchers_count: count(form.vouchers_count), voucher: voucherOf(form) }),
  };
}

/**
 * The form's own checks, then the contract's: issues of the request carry its field paths (`voucher.code_config.
 * length`, `promotion.tiers.0.name`), which land on the input of that name or in the alert above the form.
 */
export const newCampaignFormSchema = newCampaignObject.transform(toCreateRequest).pipe(campaignCreateSchema);

export const emptyNewCampaignForm: NewCampaignFormValues = {
  campaign_type: 'DISCOUNT_COUPONS',
  name: '',
  description: '',
  reward: { kind: 'PERCENT', value: '10' },
  points: '0',
  vouchers_count: '10',
  voucher: { code_config: { prefix: '', length: '8' }, redemption: { quantity: '1' } },
  tier: { name: '', banner: '' },
  start_date: '',
  expiration_date: '',
};

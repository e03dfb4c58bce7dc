import { z } from 'zod';
import {
  promotionTierCreateSchema,
  promotionTierUpdateSchema,
  type PromotionTier,
  type PromotionTierUpdate,
} from '../../../contract/promotion-tier.ts';
import { isoToLocalDateTime, localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';
import { discountOfReward, rewardOfDiscount, rewardSchema } from '../../lib/reward-text.ts';

/**
 * The inputs as typed. The discount is a percentage or money text (OTHER: a kind the form leaves as it is); what a
 * tier must hold (a name, a window that ends after it starts) is the contract's.
 */
const tierFormObject = z.object({
  name: z.string(),
  banner: z.string(),
  reward: rewardSchema,
  start_date: localDateTimeSchema,
  expiration_date: localDateTimeSchema,
});
export type TierFormValues = z.input<typeof tierFormObject>;
type TierForm = z.output<typeof tierFormObject>;

const discountOf = (form: TierForm) => (form.reward.kind === 'OTHER' ? undefined : discountOfReward(form.reward));

/** A new tier as POST /v1/promotions/{campaignId}/tiers takes it (its form offers percent or amount only). */
function toCreateRequest(form: TierForm): z.input<typeof promotionTierCreateSchema> {
  return {
    name: form.name,
    banner: form.banner.trim() || undefined,
    action: { discount: discountOfReward(form.reward) },
    start_date: localDateTimeToIso(form.start_date),
    expiration_date: localDateTimeToIso(form.expiration_date),
  };
}

/** Every field the form edits, as PUT /v1/promotions/tiers/{id} takes it: an emptied date is `null` (none). */
function toUpdateRequest(form: TierForm): z.input<typeof promotionTierUpdateSchema> {
  const discount = discountOf(form);
  return {
    name: form.name,
    banner: form.banner.trim(),
    ...(discount && { action: { discount } }),
    start_date: localDateTimeToIso(form.start_date) ?? null,
    expiration_date: localDateTimeToIso(form.expiration_date) ?? null,
  };
}

/**
 * The form's own checks, then the contract's: the request's field paths are the form's names (`name`, `banner`,
 * `expiration_date`), so the service's rules land on the inputs.
 */
export const tierCreateFormSchema = tierFormObject.transform(toCreateRequest).pipe(promotionTierCreateSchema);
export const tierEditFormSchema = tierFormObject.transform(toUpdateRequest).pipe(promotionTierUpdateSchema);

export const emptyTierForm: TierFormValues = {
  name: '',
  banner: '',
  reward: { kind: 'PERCENT', value: '10' },
  start_date: '',
  expiration_date: '',
};

type EditableTier = Pick<PromotionTier, 'name' | 'banner' | 'action' | 'start_date' | 'expiration_date'>;

/** The form as the tier is now. */
export function tierForm(tier: EditableTier): TierFormValues {
  return {
    name: tier.name,
    banner: tier.banner ?? '',
    reward: rewardOfDiscount(tier.action.discount),
    start_date: isoToLocalDateTime(tier.start_date),
    expiration_date: isoToLocalDateTime(tier.expiration_date),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Only what the form changed, against the untouched form's request: a tier's other discount settings (effect,
 * limits) are sent again only when its value or kind changed, and then as the form has them.
 */
export function tierChanges(tier: EditableTier, request: PromotionTierUpdate): PromotionTierUpdate {
  const before = promotionTierUpdateSchema.parse(toUpdateRequest(tierFormObject.parse(tierForm(tier))));
  const changes: PromotionTierUpdate = {};
  const keepIfChanged = <K extends 'name' | 'banner' | 'action' | 'start_date' | 'expiration_date'>(key: K) => {
    if (!same(request[key], before[key])) changes[key] = request[key];
  };
  keepIfChanged('name');
  keepIfChanged('banner');
  keepIfChanged('action');
  keepIfChanged('start_date');
  keepIfChanged('expiration_date');
  return changes;
}

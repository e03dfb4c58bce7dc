import type { TierValidation, TierValidationRequest } from '../../../contract/promotion-validation.ts';
import type { Db } from '../../store/db.ts';
import { presentTiers } from '../promotions/present.ts';
import { readTier } from '../promotions/tiers.ts';
import { refusalOf, singleOrderOf, stackedOfTier } from '../redemptions/single.ts';
import { validateStacked, type ValidateInput } from './validate.ts';
import { targetLists } from '../rule-inputs.ts';

/**
 * The hosted single-tier validation (deprecated there, for the stacked one): a one-tier stacked validation on the one
 * engine, so it always agrees with a redemption of the tier, answered in the tier's shape with its own fields: valid
 * with what it takes off and the order it leaves, or the reason it does not apply. An unknown tier is a 404.
 */
export async function validateTier(
  db: Db,
  input: Omit<ValidateInput, 'request'>,
  tierId: string,
  body: TierValidationRequest,
): Promise<TierValidation> {
  const [tier] = presentTiers(await readTier(db, input.model, input.projectId, tierId));
  const validation = await validateStacked(db, { ...input, request: stackedOfTier(tierId, body) });
  const { campaign } = tier!;
  const fields = {
    id: tier!.id,
    object: 'promotion_tier' as const,
    name: tier!.name,
    ...(tier!.banner !== undefined && { banner: tier!.banner }),
    ...(tier!.action.discount && { discount: tier!.action.discount }),
    campaign: {
      id: campaign.id,
      ...(campaign.start_date && { start_date: campaign.start_date }),
      ...(campaign.expiration_date && { expiration_date: campaign.expiration_date }),
      active: campaign.active,
      object: 'campaign' as const,
    },
    hierarchy: tier!.hierarchy,
    ...(tier!.start_date && { start_date: tier!.start_date }),
    ...(tier!.expiration_date && { expiration_date: tier!.expiration_date }),
    metadata: tier!.metadata,
    ...(validation.tracking_id !== undefined && { tracking_id: validation.tracking_id }),
  };
  const applied = validation.redeemables[0];
  if (!applied)
    return {
      valid: false,
      ...fields,
      ...refusalOf(validation, { key: 'promotion_tier_not_applicable', message: 'The promotion tier does not apply' }),
    };
  const { order } = validation;
  return {
    valid: true,
    ...fields,
    ...(applied.result.discount && { discount: applied.result.discount }),
    discount_amount: order.total_discount_amount ?? 0,
    applied_discount_amount: order.total_applied_discount_amount ?? 0,
    ...targetLists([]),
    order: singleOrderOf(order),
  };
}

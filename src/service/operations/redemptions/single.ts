/*
 * The hosted API's single-code operations on the one stacked engine: a code (or a tier) becomes a one-redeemable
 * stacked request, and the stacked answer becomes the single-code shape. No rule of their own lives here, so the
 * single-code and stacked operations always agree on what applies, what is spent and what races decide.
 */
import type { OrderCalculated } from '../../../contract/order.ts';
import type { ClientRedemptionResponse, ResolvedRedemptionRequest } from '../../../contract/redemption.ts';
import type {
  SingleOrder,
  SingleRedemption,
  VoucherRedeemRequest,
  VoucherValidation,
} from '../../../contract/single-redemption.ts';
import type { ValidationResponse } from '../../../contract/validation.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { targetLists } from '../rule-inputs.ts';

type SingleRequest = Omit<VoucherRedeemRequest, 'gift' | 'reward' | 'options'>;

/** A voucher's single-code request as a stacked one; `tracking_id` may come from the query, as the hosted API takes it. */
export function stackedOfVoucher(
  code: string,
  body: VoucherRedeemRequest,
  trackingId?: string,
): ResolvedRedemptionRequest {
  const { gift, reward, options, ...rest } = body;
  return {
    ...rest,
    ...(trackingId !== undefined && { tracking_id: trackingId }),
    redeemables: [{ object: 'voucher', id: code, ...(gift && { gift }), ...(reward && { reward }) }],
    // The single-code answer embeds the voucher and the full order, as the hosted one does.
    options: { expand: ['order', 'redeemable', ...(options?.expand ?? [])] },
  };
}

/** A promotion tier's single redemption as a stacked one. */
export function stackedOfTier(tierId: string, body: SingleRequest): ResolvedRedemptionRequest {
  return {
    ...body,
    redeemables: [{ object: 'promotion_tier', id: tierId }],
    options: { expand: ['order', 'redeemable'] },
  };
}

/** An order as the single-code answers give it: fields without a value left out. */
export function singleOrderOf(order: OrderCalculated): SingleOrder {
  const { source_id, updated_at, customer_id, referrer_id, ...rest } = order;
  return {
    ...rest,
    ...(source_id != null && { source_id }),
    ...(updated_at != null && { updated_at }),
    ...(customer_id != null && { customer_id }),
    ...(referrer_id != null && { referrer_id }),
  };
}

/** The one redemption of a one-redeemable stack (a refused one is thrown before, as a 400), without nulls. */
export function singleRedemptionOf(stacked: ClientRedemptionResponse): SingleRedemption {
  const { customer_id, tracking_id, metadata, order, customer, ...rest } = stacked.redemptions[0]!;
  return {
    ...rest,
    ...(customer_id !== null && { customer_id }),
    ...(tracking_id !== null && { tracking_id }),
    ...(metadata !== null && { metadata }),
    ...(order !== null && { order: singleOrderOf(order) }),
    ...(customer !== null && { customer }),
  };
}

/**
 * Why a one-redeemable stacked validation's redeemable does not apply, as the single-code answers say it: `reason`
 * and an error body (`fallback` when the engine names no reason).
 */
export function refusalOf(validation: ValidationResponse, fallback: { key: string; message: string }) {
  const refused = validation.inapplicable_redeemables[0] ?? validation.skipped_redeemables[0];
  const details = refused?.result.details;
  const error = refused && 'error' in refused.result ? refused.result.error : undefined;
  const key = error?.key ?? details?.key ?? fallback.key;
  const message = error?.message ?? details?.message ?? fallback.message;
  return {
    reason: message,
    error: {
      code: 400,
      key,
      message,
      details: error?.details ?? message,
      ...(error?.resource_id && { resource_id: error.resource_id, resource_type: error.resource_type }),
    },
  };
}

/** A one-voucher stacked validation in the single-code shape: the voucher's effect, or why it does not apply. */
export function voucherValidationOf(
  code: string,
  validation: ValidationResponse,
  voucher: Pick<VoucherRow, 'giftAmount' | 'metadata'> | undefined,
): VoucherValidation {
  const metadata = voucher?.metadata ?? {};
  const tracking = validation.tracking_id === undefined ? {} : { tracking_id: validation.tracking_id };
  const applied = validation.redeemables[0];
  if (!applied) {
    const refusal = refusalOf(validation, { key: 'voucher_not_applicable', message: 'The voucher does not apply' });
    return { valid: false, code, ...refusal, metadata, ...tracking };
  }
  const giftResult = applied.result.gift;
  return {
    valid: true,
    code,
    ...targetLists([]),
    ...(applied.campaign_name && { campaign: applied.campaign_name }),
    ...(applied.campaign_id && { campaign_id: applied.campaign_id }),
    metadata,
    ...(applied.result.discount && { discount: applied.result.discount }),
    ...(giftResult && { gift: { amount: voucher?.giftAmount ?? giftResult.balance, balance: giftResult.balance } }),
    order: singleOrderOf(validation.order),
    ...(validation.session && { session: validation.session }),
    ...tracking,
  };
}

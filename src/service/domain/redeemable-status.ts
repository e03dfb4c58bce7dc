import type { RedeemableStatus } from '../../contract/customer-redeemable.ts';
import { isValidAt, type ValidityWindow } from './validity.ts';

type Held = {
  active: boolean;
  validity: ValidityWindow;
  redemptionQuantity: number | null;
  redeemedQuantity: number;
  giftBalance: number | null;
  loyaltyBalance: number | null;
};
type Campaign = { active: boolean; deletedAt: Date | null; validity: ValidityWindow } | undefined;

/**
 * What a held code is at `now`, for the customer's wallet: switched off (itself or its campaign, or binned) first,
 * then outside its dates or its campaign's, then used up, then without gift balance or points. Hours and days of
 * the week do not count: a code outside them is still the customer's active code.
 */
export function redeemableStatus(held: Held, campaign: Campaign, now: Date): RedeemableStatus {
  if (!held.active || (campaign && (!campaign.active || campaign.deletedAt))) return 'DISABLED';
  for (const window of [held.validity, campaign?.validity ?? {}]) {
    const result = isValidAt(window, now);
    if (!result.valid && result.reason === 'not_active_yet') return 'NOT_ACTIVE_YET';
    if (!result.valid && result.reason === 'expired') return 'EXPIRED';
  }
  if (held.redemptionQuantity !== null && held.redeemedQuantity >= held.redemptionQuantity) return 'USED';
  if (held.giftBalance === 0 || held.loyaltyBalance === 0) return 'NO_BALANCE';
  return 'ACTIVE';
}

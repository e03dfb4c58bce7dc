import { z } from 'zod';
import {
  webhookEventGroups,
  type Webhook,
  type WebhookEvent,
  type WebhookEventGroup,
} from '../../../contract/webhook.ts';

export const webhookGroups = Object.keys(webhookEventGroups) as [WebhookEventGroup, ...WebhookEventGroup[]];

export const webhookGroupLabels: Record<WebhookEventGroup, string> = {
  redemption: 'Redemption',
  publication: 'Publication',
  voucher: 'Voucher',
  campaign: 'Campaign',
  business_validation_rule: 'Business validation rule',
  customer: 'Customer',
};

/** What each event means, in words: the picker shows these, with the event's name in the API beside them. */
export const webhookEventLabels: Record<WebhookEvent, string> = {
  'redemption.succeeded': 'A redemption succeeded',
  'redemption.failed': 'A redemption failed',
  'redemption.rollback.succeeded': 'A redemption was rolled back',
  'redemption.rollback.failed': 'A rollback failed',
  'publication.succeeded': 'Codes were published',
  'voucher.published': 'A code was published to a customer',
  'voucher.updated': 'A code was changed',
  'voucher.deleted': 'A code was deleted',
  'voucher.created': 'A code was created',
  'voucher.enabled': 'A code was enabled',
  'voucher.disabled': 'A code was disabled',
  'voucher.loyalty_card.points_added': 'Points were added to a loyalty card',
  'voucher.loyalty_card.points_expired': 'Points on a loyalty card expired',
  'voucher.loyalty_card.pending_points.activated': 'Pending points were activated',
  'voucher.loyalty_card.pending_points.canceled': 'Pending points were canceled',
  'voucher.loyalty_card.pending_points.updated': 'Pending points were changed',
  'voucher.gift.balance_added': 'Credits were added to a gift card',
  'campaign.enabled': 'A campaign was enabled',
  'campaign.deleted': 'A campaign was deleted',
  'campaign.created': 'A campaign was created',
  'campaign.updated': 'A campaign was changed',
  'campaign.disabled': 'A campaign was disabled',
  'campaign.vouchers.generation.completed': 'Codes were generated or imported',
  'campaign.promotion_tier.created': 'A promotion tier was created',
  'campaign.promotion_tier.updated': 'A promotion tier was changed',
  'campaign.promotion_tier.deleted': 'A promotion tier was deleted',
  'campaign.promotion_tier.enabled': 'A promotion tier was enabled',
  'campaign.promotion_tier.disabled': 'A promotion tier was disabled',
  'campaign.promotion_stack.created': 'A promotion stack was created',
  'campaign.promotion_stack.updated': 'A promotion stack was changed',
  'business_validation_rule.assignment.created': 'A validation rule was assigned',
  'business_validation_rule.assignment.deleted': 'A validation rule was unassigned',
  'business_validation_rule.created': 'A validation rule was created',
  'business_validation_rule.deleted': 'A validation rule was deleted',
  'business_validation_rule.updated': 'A validation rule was changed',
  'customer.created': 'A customer was created',
  'customer.deleted': 'A customer was deleted',
  'customer.rewarded': 'A customer was rewarded',
  'customer.rewarded.loyalty_points': 'A customer earned loyalty points',
  'customer.reward_redemptions.completed': 'A customer redeemed a reward with points',
  'customer.loyalty_tier.joined': 'A customer joined a loyalty tier',
  'customer.loyalty_tier.upgraded': 'A customer moved up a loyalty tier',
  'customer.loyalty_tier.downgraded': 'A customer moved down a loyalty tier',
  'customer.loyalty_tier.left': 'A customer left a loyalty tier',
};

/** Filters of the webhook list, kept in the URL; unknown values show everything rather than an error. */
export const webhooksSearchSchema = z.object({
  kind: z.enum(webhookGroups).optional().catch(undefined),
  state: z.enum(['active', 'inactive']).optional().catch(undefined),
});
export type WebhooksSearch = z.output<typeof webhooksSearchSchema>;

/** The configuration's events sorted into the interface's kinds, in the interface's order. */
export function groupEvents(events: readonly string[]): [WebhookEventGroup, string[]][] {
  return webhookGroups.flatMap((group) => {
    const inGroup = (webhookEventGroups[group] as readonly string[]).filter((event) => events.includes(event));
    return inGroup.length ? [[group, inGroup] as [WebhookEventGroup, string[]]] : [];
  });
}

export function matchesFilters(webhook: Webhook, search: WebhooksSearch): boolean {
  if (search.state && webhook.active !== (search.state === 'active')) return false;
  if (search.kind && !groupEvents(webhook.events).some(([group]) => group === search.kind)) return false;
  return true;
}

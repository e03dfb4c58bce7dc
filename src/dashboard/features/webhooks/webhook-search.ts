import { z } from 'zod';
import { webhookEventGroups, type Webhook, type WebhookEventGroup } from '../../../contract/webhook.ts';

export const webhookGroups = Object.keys(webhookEventGroups) as [WebhookEventGroup, ...WebhookEventGroup[]];

export const webhookGroupLabels: Record<WebhookEventGroup, string> = {
  redemption: 'Redemption',
  publication: 'Publication',
  voucher: 'Voucher',
  campaign: 'Campaign',
  business_validation_rule: 'Business validation rule',
  customer: 'Customer',
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

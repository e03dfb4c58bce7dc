import { z } from 'zod';
import { cursorsSearchParam } from '../../lib/paging.ts';
import type { WebhookDeliveryQuery } from '../../../contract/webhook-delivery.ts';

/** The delivery log's page in the URL: the cursors that led to it (empty on page one), so a link reopens it. */
export const deliverySearchSchema = z.object({
  cursors: cursorsSearchParam,
});
export type DeliverySearch = z.output<typeof deliverySearchSchema>;

export const deliverySearchDefaults = { cursors: [] } satisfies DeliverySearch;

export const toDeliveryQuery = (search: DeliverySearch): WebhookDeliveryQuery => ({
  limit: 20,
  starting_after: search.cursors.at(-1),
});

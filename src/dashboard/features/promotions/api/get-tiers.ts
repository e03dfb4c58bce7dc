import { queryOptions } from '@tanstack/react-query';
import { promotionTierListSchema, promotionTierSchema } from '../../../../contract/promotion-tier.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeysFactory } from '../../../lib/query-keys.ts';

/** Lists are keyed by the promotion campaign whose tiers they hold. */
export const tierKeys = queryKeysFactory<'promotion-tiers', string>('promotion-tiers');

export function promotionTiersQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: tierKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        family: 'app',
        path: `/v1/promotions/${encodeURIComponent(campaignId)}/tiers`,
        schema: promotionTierListSchema,
        signal,
      }),
  });
}

export function tierQueryOptions(tierId: string) {
  return queryOptions({
    queryKey: tierKeys.detail(tierId),
    queryFn: ({ signal }) =>
      apiRequest({
        family: 'app',
        path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}`,
        schema: promotionTierSchema,
        signal,
      }),
  });
}

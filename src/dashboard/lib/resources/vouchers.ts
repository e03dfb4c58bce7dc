import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { loyaltyMemberListSchema, voucherSchema, type VoucherListQuery } from '../../../contract/voucher.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

// Vouchers (codes, gift cards, loyalty cards) are changed by redemptions and custom events: every mutation that
// changes one invalidates `voucherKeys.all()`.
export type LoyaltyMembersQuery = { campaignId: string } & Pick<VoucherListQuery, 'page' | 'limit'>;
export const voucherKeys = queryKeysFactory<'vouchers', LoyaltyMembersQuery>('vouchers');

export function voucherQueryOptions(code: string) {
  return queryOptions({
    queryKey: voucherKeys.detail(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/v1/vouchers/${encodeURIComponent(code)}`, schema: voucherSchema, signal }),
  });
}

/** A loyalty campaign's cards, a page at a time. */
export function loyaltyMembersQueryOptions({ campaignId, ...query }: LoyaltyMembersQuery) {
  return queryOptions({
    queryKey: voucherKeys.list({ campaignId, ...query }),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/members`,
        query,
        schema: loyaltyMemberListSchema,
        signal,
      }),
  });
}

/** A loyalty card's transactions, newest first, 20 a page; under the card's key, so whatever changes it refetches. */
export function cardTransactionsQueryOptions(campaignId: string, code: string, page: number) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'transactions', page] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/members/${encodeURIComponent(code)}/transactions`,
        query: { limit: 20, page },
        schema: loyaltyTransactionListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalRequestSchemaLoaded, isApprovalRequest } from '../approval-answer.ts';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import {
  loyaltyMemberListSchema,
  voucherListSchema,
  voucherSchema,
  type VoucherListQuery,
} from '../../../contract/voucher.ts';
import {
  voucherImportRejectedSchema,
  voucherImportSchema,
  type VoucherExportQuery,
  type VoucherImportRowError,
} from '../../../contract/voucher-import.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { toQueryString } from '../query-string.ts';
import { campaignKeys } from './campaigns.ts';
import { overviewKeys } from './overview.ts';
import { queryKeysFactory } from './query-keys.ts';

// Vouchers (codes, gift cards, loyalty cards) are changed by redemptions and custom events: every mutation that
// changes one invalidates `voucherKeys.all()`.
export type LoyaltyMembersQuery = { campaignId: string } & Pick<VoucherListQuery, 'page' | 'limit'>;
export const voucherKeys = queryKeysFactory<'vouchers', LoyaltyMembersQuery | VoucherListQuery>('vouchers');

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

/** A gift card's credit movements (or a loyalty card's points), newest first, 20 a page, under the card's key. */
export function voucherTransactionsQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'voucher-transactions', page] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/vouchers/${encodeURIComponent(code)}/transactions`,
        query: { limit: 20, page },
        schema: loyaltyTransactionListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the project's vouchers (a campaign's, codes containing a text). */
export function vouchersQueryOptions(query: VoucherListQuery) {
  return queryOptions({
    queryKey: voucherKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/vouchers', query, schema: voucherListSchema, signal }),
  });
}

/**
 * Switches a voucher on or off. The service answers the voucher as it now is, which replaces the cached one; every
 * voucher list is read again (their status badges). A role that needs approval switching one on gets 202 with the
 * approval request: nothing changed yet.
 */
export function useSetVoucherActive(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (active: boolean) =>
      apiRequest({
        method: 'POST',
        path: `/v1/vouchers/${encodeURIComponent(code)}/${active ? 'enable' : 'disable'}`,
        schema: voucherSchema.or(await approvalRequestSchemaLoaded()),
      }),
    onSuccess: async (answer) => {
      if (!isApprovalRequest(answer)) queryClient.setQueryData(voucherKeys.detail(code), answer);
      await queryClient.invalidateQueries({ queryKey: voucherKeys.lists() });
    },
  });
}

/** DELETE /v1/vouchers/{code}: to the bin; its code is free until it is restored. */
export function useDeleteVoucher(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: `/v1/vouchers/${encodeURIComponent(code)}` }),
    // Not awaited: the refetched voucher (now gone) would replace the page before the caller's onSuccess runs.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: voucherKeys.detail(code) });
      void Promise.all(
        [voucherKeys.lists(), campaignKeys.all(), overviewKeys.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** An import refused for its rows: the service's error with every row's problem. */
export class ImportRejected extends Error {
  constructor(
    readonly error: ApiError,
    readonly rows: VoucherImportRowError[],
  ) {
    super(error.message);
  }
}

/**
 * Imports a CSV file of codes into a campaign (all or nothing). A refusal for bad rows throws `ImportRejected` with
 * the rows; on success the campaign (its voucher count) and every voucher list are read again.
 */
export function useImportVouchers(projectId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      try {
        return await apiRequest({
          method: 'POST',
          path: `/promodesk/projects/${encodeURIComponent(projectId)}/campaigns/${encodeURIComponent(campaignId)}/vouchers/import`,
          body: new Blob([await file.text()], { type: 'text/csv' }),
          schema: voucherImportSchema,
        });
      } catch (error) {
        const rejected = error instanceof ApiError && voucherImportRejectedSchema.safeParse(error.body);
        if (rejected && rejected.success) throw new ImportRejected(error as ApiError, rejected.data.errors);
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.lists() }),
        // Imported codes can raise or end the overview's "nearly used up" alerts.
        queryClient.invalidateQueries({ queryKey: overviewKeys.all() }),
      ]),
  });
}

/** The CSV of the same filters: a plain link, authenticated by the session cookie. */
export const voucherCsvUrl = (projectId: string, filters: VoucherExportQuery) =>
  `/promodesk/projects/${encodeURIComponent(projectId)}/vouchers/export${toQueryString(filters)}`;

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  exportListSchema,
  exportSchema,
  type Export,
  type TransactionExportRequest,
  type exportListQuerySchema,
} from '../../../contract/export.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export type ExportListQuery = z.input<typeof exportListQuerySchema>;
export const exportKeys = queryKeysFactory<'exports', ExportListQuery>('exports');

/** The project's exports, newest first (GET /v1/exports). */
export function exportsQueryOptions(query: ExportListQuery) {
  return queryOptions({
    queryKey: exportKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/exports', query, schema: exportListSchema, signal }),
    // Read again while an export of the page is still being written.
    refetchInterval: (list) => (list.state.data?.exports.every((job) => isFinal(job.status)) === false ? 1000 : false),
  });
}

/** A loyalty card's transactions to export, named by code and, when known, its loyalty campaign. */
export interface ScheduledExport {
  card: { code: string; campaignId?: string | undefined };
  request: TransactionExportRequest;
}

/** DONE and ERROR are the service's final statuses: nothing changes after them. */
export const isFinal = (status: Export['status']) => status === 'DONE' || status === 'ERROR';

/** One export, polled every half second until the service reports a final status. */
export function exportQueryOptions(exportId: string) {
  return queryOptions({
    queryKey: exportKeys.detail(exportId),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/v1/exports/${encodeURIComponent(exportId)}`, schema: exportSchema, signal }),
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data.status) ? false : 500),
  });
}

/** Marks an export as started by a person in the dashboard rather than by an API client. */
const fromTheConsole = { 'X-Promodesk-Channel': 'WEBSITE' };

/** Through the loyalty campaign when one is named, otherwise the member (card) is found by its code alone. */
function postCardExport({ card: { code, campaignId }, request }: ScheduledExport) {
  const member = encodeURIComponent(code);
  return apiRequest({
    method: 'POST',
    path: campaignId
      ? `/v1/loyalties/${encodeURIComponent(campaignId)}/members/${member}/transactions/export`
      : `/v1/loyalties/members/${member}/transactions/export`,
    headers: fromTheConsole,
    body: request,
    schema: exportSchema,
  });
}

/** Schedules an export; the new export is cached so its status shows without a first fetch. */
function useScheduling<Input>(post: (input: Input) => Promise<Export>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: async (created) => {
      queryClient.setQueryData(exportKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: exportKeys.lists() });
    },
  });
}

/** Schedules a card's transaction export. */
export const useScheduleExport = () => useScheduling(postCardExport);

import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  calendarSchema,
  sampleCartSchema,
  type CalendarQuery,
  type SampleCartRequest,
} from '../../../contract/calendar.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const calendarKeys = queryKeysFactory<'calendar', CalendarQuery>('calendar');

const calendarPath = (projectId: string) => `/promodesk/projects/${encodeURIComponent(projectId)}/calendar`;

/** Campaigns and tiers usable in a range of days, and their conflicts (GET /promodesk/projects/{id}/calendar). */
export function calendarQueryOptions(projectId: string, range: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKeys.list(range),
    queryFn: ({ signal }) =>
      apiRequest({ path: calendarPath(projectId), query: range, schema: calendarSchema, signal }),
  });
}

/** Asks what a sample cart gets at an instant. A question only: it changes nothing, so nothing is invalidated. */
export function useSampleCart(projectId: string) {
  return useMutation({
    mutationFn: (request: SampleCartRequest) =>
      apiRequest({
        method: 'POST',
        path: `${calendarPath(projectId)}/sample-cart`,
        body: request,
        schema: sampleCartSchema,
      }),
  });
}

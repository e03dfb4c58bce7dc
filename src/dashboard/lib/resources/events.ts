import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventRequest } from '../../../contract/event.ts';
import { apiRequest } from '../api-client.ts';
import { voucherKeys } from './vouchers.ts';

/** An event may add loyalty points or reward a referrer with a card: every voucher read is refetched. */
export function useSendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EventRequest) =>
      apiRequest({ method: 'POST', path: '/v1/events', body: request, schema: eventSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventRequest } from '../../../../contract/event.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { voucherKeys } from '../../../lib/vouchers.ts';

export function sendEvent(request: EventRequest) {
  return apiRequest({ family: 'app', method: 'POST', path: '/v1/events', body: request, schema: eventSchema });
}

/** An event may add loyalty points or reward a referrer with a card: every voucher read is refetched. */
export function useSendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
  });
}

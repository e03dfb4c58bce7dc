import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventRequest } from '../../../contract/event.ts';
import { apiRequest } from '../api-client.ts';
import { customerKeys } from './customers.ts';
import { voucherKeys } from './vouchers.ts';

/**
 * An event may add loyalty points or reward a referrer with a card, and creates or changes its customer: every
 * voucher and customer read is refetched.
 */
export function useSendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EventRequest) =>
      apiRequest({ method: 'POST', path: '/v1/events', body: request, schema: eventSchema }),
    onSuccess: () =>
      Promise.all([voucherKeys, customerKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all() }))),
  });
}

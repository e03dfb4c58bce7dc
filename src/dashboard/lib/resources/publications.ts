import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicationSchema, type PublicationRequest } from '../../../contract/publication.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';
import { customerKeys } from './customers.ts';
import { voucherKeys } from './vouchers.ts';

/**
 * POST /v1/publications: hands a free code of a campaign to a customer. The code's holder, the customer's cards
 * and the campaign's counts change, so those are read again.
 */
export function usePublishCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublicationRequest) =>
      apiRequest({ method: 'POST', path: '/v1/publications', body: request, schema: publicationSchema }),
    onSuccess: () =>
      Promise.all(
        [voucherKeys, customerKeys, campaignKeys].map((keys) =>
          queryClient.invalidateQueries({ queryKey: keys.all() }),
        ),
      ),
  });
}

import { webhookDeliveryListSchema } from '../../contract/webhook-delivery.ts';
import { webhookWithSecretSchema } from '../../contract/webhook.ts';
import { readAs } from './api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from './harness.ts';
import type { TestService } from './service.ts';

type Requests = Pick<TestService, 'request'>;

export const webhooksPath = `/management/v1/projects/${testKeys.project_id}/webhooks`;

/** A webhook to `targetUrl` created through the management API: its id and signing secret. */
export const createWebhookThroughApi = (service: Requests, targetUrl: string, events = ['voucher.disabled']) =>
  readAs(
    service.request(webhooksPath, jsonRequest('POST', { target_url: targetUrl, events }, managementHeaders)),
    webhookWithSecretSchema,
    200,
  );

/** Disables or enables a seeded voucher through the API: one `voucher.disabled` / `voucher.enabled` event. */
export const switchVoucherThroughApi = async (service: Requests, code: string, action: 'enable' | 'disable') => {
  const res = await service.request(`/v1/vouchers/${code}/${action}`, { method: 'POST', headers: appHeaders });
  if (res.status !== 200) throw new Error(`${action} ${code} answered ${res.status}: ${await res.text()}`);
};

/** A page of a webhook's deliveries, newest first. */
export const deliveriesThroughApi = (service: Requests, webhookId: string, query = '') =>
  readAs(
    service.request(`${webhooksPath}/${webhookId}/deliveries${query}`, { headers: managementHeaders }),
    webhookDeliveryListSchema,
    200,
  );

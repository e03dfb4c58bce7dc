import { expect } from 'vitest';
import { z } from 'zod';
import { campaignSetupSchema } from '../../contract/campaign-setup.ts';
import { templateListSchema } from '../../contract/campaign-template.ts';
import { accountSessionSchema } from '../../contract/access.ts';
import { campaignListSchema } from '../../contract/campaign.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { tokenSchema } from '../../contract/oauth.ts';
import { promotionTierListSchema } from '../../contract/promotion-tier.ts';
import { officialErrors } from '../official/official-schema.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys, testPassword } from './harness.ts';
import type { TestService } from './service.ts';

type Requests = Pick<TestService, 'request'>;

/**
 * Asserts the status and that the JSON body validates against `schema` (a contract schema, or a local one for a
 * shape the contract does not model), and returns the body typed by it. The body is returned as sent, not as
 * parsed: parsing drops keys the schema does not name, and tests assert on what is on the wire.
 */
export async function readAs<Schema extends z.ZodType>(
  response: Response | Promise<Response>,
  schema: Schema,
  status: number,
): Promise<z.infer<Schema>> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) expect.fail(`the body does not match the schema: ${parsed.error.message}\n${text}`);
  return body as z.infer<Schema>;
}

/** `readAs`, and the body also validates against the official schema of `METHOD path` for that status. */
export async function readOfficial<Schema extends z.ZodType>(
  method: string,
  path: string,
  response: Response | Promise<Response>,
  schema: Schema,
  status = 200,
): Promise<z.infer<Schema>> {
  const body = await readAs(response, schema, status);
  expect(officialErrors(method, path, status, body)).toEqual([]);
  return body;
}

/** The part of the app's own OpenAPI document (`/openapi.json`) that tests walk: its operations by path and method. */
export const openApiPathsSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/** A form-encoded POST, as the OAuth operations take it (app keys by default). */
export const formPost = (body: string, headers: Record<string, string> = appHeaders): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  body,
});

/** Issues a token with the given space-separated scope through the real endpoint. */
export async function issueTokenThroughApi(service: Requests, scope: string): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', scope }).toString();
  return (await readAs(service.request('/v1/oauth/token', formPost(body)), tokenSchema, 200)).access_token;
}

/** Signs a demo person in and answers the headers that act as them in the demo project (cookie, project, CSRF). */
export async function personHeaders(service: Requests, email: string, password = testPassword) {
  const response = await service.request('/promodesk/sign-in', jsonRequest('POST', { email, password }, {}));
  const session = await readAs(response, accountSessionSchema, 200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, 'x-promodesk-project': testKeys.project_id, 'x-csrf-token': session.csrf_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asserts the interface's error body: `code` equals the status, a `key`, a message and details, a `v-` request id,
 * and nothing that looks like a stack trace. Returns the body for further checks.
 */
export async function expectError(response: Response | Promise<Response>, status: number, key?: string) {
  const res = await response;
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const text = await res.clone().text();
  const body = await readAs(res, errorBodySchema, status);
  expect(body.code).toBe(status);
  if (key) expect(body.key).toBe(key);
  expect(body.request_id).toMatch(/^v-[0-9a-f]{18}$/);
  expect(text).not.toMatch(/\bat .*\(.*:\d+:\d+\)|node_modules|\.ts:\d+/);
  return body;
}

const templatesPath = `/management/v1/projects/${testKeys.project_id}/templates/campaigns`;

/** GET of the demo project's template list with a raw query string. */
export const listTemplates = (service: Requests, query = '') =>
  service.request(`${templatesPath}${query ? `?${query}` : ''}`, { headers: managementHeaders });

/** Every template of the demo project, oldest first, read page by page with limit 100. */
export async function allTemplates(service: Requests, filterQuery = '') {
  const all: z.infer<typeof templateListSchema>['data'] = [];
  let cursor: string | undefined;
  do {
    const query = [`limit=100`, cursor && `starting_after_id=${cursor}`, filterQuery].filter(Boolean).join('&');
    const page = await readAs(listTemplates(service, query), templateListSchema, 200);
    all.push(...page.data);
    cursor = page.more_starting_after;
  } while (cursor);
  return all;
}

/** The seeded promotion campaign ("Black Friday ladder") and its tiers, ordered by hierarchy. */
export async function seededPromotion(service: Requests) {
  const campaigns = await readAs(
    service.request('/v1/campaigns?limit=100&campaign_type=PROMOTION', { headers: appHeaders }),
    campaignListSchema,
    200,
  );
  const campaign = campaigns.campaigns.find((c) => c.name === 'Black Friday ladder')!;
  const { tiers } = await readAs(
    service.request(`/v1/promotions/${campaign.id}/tiers`, { headers: appHeaders }),
    promotionTierListSchema,
    200,
  );
  return { campaignId: campaign.id, tiers };
}

/** POST /v1/templates/campaigns/{id}/campaign-setup with app keys. */
export const campaignSetupRequest = (service: Requests, templateId: string, body: unknown) =>
  service.request(`/v1/templates/campaigns/${templateId}/campaign-setup`, jsonRequest('POST', body, appHeaders));

/** A campaign setup that is answered with 200. */
export const setUpCampaignThroughApi = (service: Requests, templateId: string, body: unknown) =>
  readAs(campaignSetupRequest(service, templateId, body), campaignSetupSchema, 200);

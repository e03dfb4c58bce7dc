import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../http/env.ts';
import { appHeaders, createTestService, json, managementHeaders, testKeys } from './harness.ts';

export type TestService = Awaited<ReturnType<typeof createTestService>>;

/**
 * One seeded service for the calling test file: built in `beforeAll`, closed in `afterAll`. The returned object
 * is filled in before the first test runs, so tests use it directly.
 */
export function useTestService(deps: Partial<AppDeps> = {}): TestService {
  const service = {} as TestService;
  beforeAll(async () => {
    Object.assign(service, await createTestService(deps));
  });
  afterAll(() => service.close?.());
  return service;
}

/** A clock the test moves by hand, for `createTestService({ now: clock.now })`. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}

/** Status and parsed body (undefined when empty) of a response. */
export async function read<T = any>(
  response: Response | Promise<Response>,
): Promise<{ status: number; body: T; text: string; headers: Headers }> {
  const res = await response;
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, text, headers: res.headers };
}

/** A form-encoded POST, as the OAuth operations take it (app keys by default). */
export const formPost = (body: string, headers: Record<string, string> = appHeaders): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  body,
});

/** Issues a token with the given space-separated scope through the real endpoint. */
export async function issueToken(service: Pick<TestService, 'request'>, scope: string): Promise<string> {
  const { status, body } = await read(
    service.request(
      '/v1/oauth/token',
      formPost(new URLSearchParams({ grant_type: 'client_credentials', scope }).toString()),
    ),
  );
  expect(status).toBe(200);
  return body.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asserts the interface's error body: `code` equals the status, a `key`, a message and details, a `v-` request id,
 * and nothing that looks like a stack trace. Returns the body for further checks.
 */
export async function expectError(response: Response | Promise<Response>, status: number, key?: string) {
  const { status: actual, text, body, headers } = await read(response);
  expect({ status: actual, body }).toMatchObject({ status, body: { code: status } });
  expect(headers.get('content-type')).toMatch(/application\/json/);
  if (key) expect(body.key).toBe(key);
  expect(typeof body.key).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(typeof body.details).toBe('string');
  expect(body.request_id).toMatch(/^v-[0-9a-f]{18}$/);
  expect(text).not.toMatch(/\bat .*\(.*:\d+:\d+\)|node_modules|\.ts:\d+/);
  return body as {
    code: number;
    key: string;
    message: string;
    details: string;
    request_id: string;
    resource_id?: string;
    resource_type?: string;
  };
}

const templatesPath = `/management/v1/projects/${testKeys.project_id}/templates/campaigns`;

/** GET of the demo project's template list with a raw query string. */
export const listTemplates = (service: Pick<TestService, 'request'>, query = '') =>
  read(service.request(`${templatesPath}${query ? `?${query}` : ''}`, { headers: managementHeaders }));

/** Every template of the demo project, oldest first, read page by page with limit 100. */
export async function allTemplates(service: Pick<TestService, 'request'>, filterQuery = '') {
  const all: { id: string; name: string; campaign_type: string; created_at: string }[] = [];
  let cursor: string | undefined;
  do {
    const { body } = await listTemplates(
      service,
      [`limit=100`, cursor && `starting_after_id=${cursor}`, filterQuery].filter(Boolean).join('&'),
    );
    all.push(...body.data);
    cursor = body.more_starting_after;
  } while (cursor);
  return all;
}

/** The seeded promotion campaign ("Black Friday ladder") and its tiers, ordered by hierarchy. */
export async function seededPromotion(service: Pick<TestService, 'request'>) {
  const campaigns = await read(
    service.request('/v1/campaigns?limit=100&campaign_type=PROMOTION', { headers: appHeaders }),
  );
  const campaign = campaigns.body.campaigns.find((c: { name: string }) => c.name === 'Black Friday ladder');
  const tiers = await read(service.request(`/v1/promotions/${campaign.id}/tiers`, { headers: appHeaders }));
  return {
    campaignId: campaign.id as string,
    tiers: tiers.body.tiers as { id: string; active: boolean; hierarchy: number; updated_at?: string }[],
  };
}

/** POST /v1/templates/campaigns/{id}/campaign-setup with app keys. */
export const setUpCampaign = (service: Pick<TestService, 'request'>, templateId: string, body: unknown) =>
  read(service.request(`/v1/templates/campaigns/${templateId}/campaign-setup`, json('POST', body, appHeaders)));

import { expect, type APIRequestContext } from '@playwright/test';
import { e2eFrozenAt } from './env.ts';
import { appHeaders, clientHeaders, managementHeaders, workerProject, type WorkerProject } from './worker-project.ts';

/*
 * Test setup through the service's own API, with the keys of the worker's project (see worker-project.ts), which
 * goes back to its seed before each test.
 */

/** A redemption as a till makes it, through the client-side API; answers the response. */
export const redeemAtTill = (request: APIRequestContext, data: Record<string, unknown>) =>
  request.post('/client/v1/redemptions', { headers: clientHeaders(), data });

/** A custom event through the server-side API (creates or updates its customer); answers the response. */
export const sendEventThroughApi = (request: APIRequestContext, data: Record<string, unknown>) =>
  request.post('/v1/events', { headers: appHeaders(), data });

/** The project's overview figures through the management API. */
export async function overviewThroughApi(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(`/promodesk/projects/${workerProject().project_id}/overview`, {
    headers: managementHeaders,
    params: { from, to },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { totals: { succeeded: number }; loyalty: { points_issued: number } };
}

/** The screen sizes journeys run at: a desktop and a phone (390x844). */
export const screenSizes = [
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A name no other test (or earlier run against a kept server) has used. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A project of the test's own beside the worker's (QA mode), with these members, for changes no other test sees. */
export async function otherProject(request: APIRequestContext, members: { email: string; role: string }[]) {
  const response = await request.post('/promodesk/qa/projects', {
    headers: managementHeaders,
    data: { seed: unique('e2e-other'), members, clock: { freeze: e2eFrozenAt } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WorkerProject;
}

/** How many templates the project has now: the seed's, plus any a test saved from a campaign. */
export async function templateTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/management/v1/projects/${workerProject().project_id}/templates/campaigns`, {
    headers: managementHeaders,
    params: { limit: 1, include_total: 'true' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

async function templateId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/management/v1/projects/${workerProject().project_id}/templates/campaigns`, {
    headers: managementHeaders,
    params: { limit: 100 },
  });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { data_ref: string } & Record<string, { id: string; name: string }[]>;
  const template = list[list.data_ref]!.find((item) => item.name === name);
  if (!template) throw new Error(`The demo project has no template named ${name}`);
  return template.id;
}

export interface CreatedCampaign {
  id: string;
  name: string;
  codes: string[];
}

/** A campaign from a demo template (e.g. "Spring 10% off", which needs orders from $50), with its generated codes. */
export async function createCampaignFromTemplate(
  request: APIRequestContext,
  options: {
    template: string;
    name: string;
    vouchers: number;
    usesPerCode?: number;
    description?: string;
    metadata?: Record<string, string>;
  },
): Promise<CreatedCampaign> {
  const id = await templateId(request, options.template);
  const setup = await request.post(`/v1/templates/campaigns/${id}/campaign-setup`, {
    headers: appHeaders(),
    data: {
      name: options.name,
      vouchers_count: options.vouchers,
      ...(options.usesPerCode && { voucher: { redemption: { quantity: options.usesPerCode } } }),
      description: options.description,
      metadata: options.metadata,
    },
  });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { campaign } = (await setup.json()) as { campaign: { id: string; name: string } };
  const vouchers = await request.get('/v1/vouchers', {
    headers: appHeaders(),
    params: { campaign_id: campaign.id, limit: 100 },
  });
  expect(vouchers.ok()).toBe(true);
  const { vouchers: list } = (await vouchers.json()) as { vouchers: { code: string }[] };
  return { id: campaign.id, name: campaign.name, codes: list.map((voucher) => voucher.code) };
}

/** The account's other project ("Staging") and its custom role, read through the management API. */
export async function seededAccountIds(request: APIRequestContext) {
  const projects = await request.get('/management/v1/projects', { headers: managementHeaders });
  expect(projects.ok()).toBe(true);
  const projectList = (await projects.json()) as { data: { id: string; name: string }[] };
  const staging = projectList.data.find((p) => p.name === 'Staging');
  const roles = await request.get(`/management/v1/projects/${workerProject().project_id}/roles`, {
    headers: managementHeaders,
  });
  expect(roles.ok()).toBe(true);
  const roleList = (await roles.json()) as { data: { id: string; predefined: boolean }[] };
  const custom = roleList.data.find((r) => !r.predefined);
  if (!staging || !custom) throw new Error('The demo account has no Staging project or no custom role');
  return { stagingProjectId: staging.id, customRoleId: custom.id };
}

/** Invites `email` to the worker's project with the management keys and returns a fresh accept link for it. */
export async function invitedPersonLink(request: APIRequestContext, email: string, role: string) {
  const invited = await request.post('/management/v1/projects/users/invite', {
    headers: managementHeaders,
    data: { email, first_name: 'Ada', last_name: 'Account', projects: { [workerProject().project_id]: role } },
  });
  expect(invited.status()).toBe(204);
  const team = await request.get(`/promodesk/projects/${workerProject().project_id}/team`, {
    headers: managementHeaders,
  });
  const { invitations } = (await team.json()) as { invitations: { id: string; email: string }[] };
  const invitation = invitations.find((i) => i.email === email)!;
  const link = await request.post(
    `/promodesk/projects/${workerProject().project_id}/invitations/${invitation.id}/resend`,
    {
      headers: managementHeaders,
    },
  );
  expect(link.ok()).toBe(true);
  return ((await link.json()) as { accept_url: string }).accept_url;
}

/**
 * Moves the e2e server's store-wide QA clock (sessions, invitations): `{ advance_seconds }`, `{ set }` or
 * `{ reset: true }`. Only `@account-wide` tests move it, as they run after the per-project ones, alone.
 */
export async function moveServiceClock(
  request: APIRequestContext,
  change: { advance_seconds: number } | { set: string } | { reset: true },
) {
  const moved = await request.post('/promodesk/qa/clock', { headers: managementHeaders, data: change });
  expect(moved.ok(), await moved.text()).toBe(true);
}

const webhooksPath = () => `/management/v1/projects/${workerProject().project_id}/webhooks`;

/** The latest delivery of a webhook, through the management API. */
export async function latestDeliveryThroughApi(request: APIRequestContext, webhookId: string) {
  const response = await request.get(`${webhooksPath()}/${webhookId}/deliveries`, {
    headers: managementHeaders,
    params: { limit: 1 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: string; attempts: number }[] }).data[0];
}

/** Removes a webhook a test configured, so no later event of its project is sent to it. */
export async function deleteWebhookThroughApi(request: APIRequestContext, webhookId: string) {
  const response = await request.delete(`${webhooksPath()}/${webhookId}`, { headers: managementHeaders });
  expect(response.status()).toBe(204);
}

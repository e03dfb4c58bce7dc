import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { signedInMember } from './pages/team-member-page.ts';
import { createCampaignFromTemplate, seededAccountIds, unique } from './service-api.ts';
import { appHeaders, managementHeaders, workerProject } from './worker-project.ts';

const projectPath = () => `/promodesk/projects/${workerProject().project_id}`;

/** Gives user@example.com the demo's custom role ("Campaign editor", USER-like) or back USER. */
async function setUserRole(request: APIRequestContext, role: string) {
  const team = await request.get(`${projectPath()}/team`, { headers: managementHeaders });
  const { members } = (await team.json()) as { members: { user_id: string; email: string }[] };
  const user = members.find((m) => m.email === 'user@example.com')!;
  const changed = await request.put(`${projectPath()}/members/${user.user_id}/role`, {
    headers: managementHeaders,
    data: { role },
  });
  expect(changed.status(), await changed.text()).toBe(204);
}

/** The custom role's flag is the account's: put it back so other specs meet the demo as seeded. */
const clearApprovalFlags = (request: APIRequestContext) =>
  request.put(`${projectPath()}/approval-settings`, {
    headers: managementHeaders,
    data: {
      kinds: ['publish', 'discount', 'budget'],
      approver_roles: ['ADMIN'],
      approver_user_ids: [],
      roles_needing_approval: [],
    },
  });

// A custom role's "needs approval" flag is the account's, not the worker project's: these run alone, afterwards.
test.describe('approvals', { tag: '@account-wide' }, () => {
  test.afterEach(async ({ request }) => {
    await setUserRole(request, 'USER');
    expect((await clearApprovalFlags(request)).ok()).toBe(true);
  });

  test('a campaign switched on by a role that needs approval waits until an admin approves it', async ({
    connected: admin,
    browser,
  }, testInfo) => {
    const { customRoleId } = await seededAccountIds(admin.request);
    await setUserRole(admin.request, customRoleId);
    const campaign = await createCampaignFromTemplate(admin.request, {
      template: 'Spring 10% off',
      name: unique('Held campaign'),
      vouchers: 1,
    });
    const disabled = await admin.request.post(`/v1/campaigns/${campaign.id}/disable`, { headers: appHeaders() });
    expect(disabled.ok()).toBe(true);
    const campaignActive = async () =>
      (
        (await (await admin.request.get(`/v1/campaigns/${campaign.id}`, { headers: appHeaders() })).json()) as {
          active: boolean;
        }
      ).active;

    // The admin flags the custom role in the settings panel.
    await admin.goto('/project/approvals');
    await expect(admin.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
    await admin.getByRole('switch', { name: 'Campaign editor needs approval' }).check();
    await admin.getByRole('button', { name: 'Save approval settings' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);

    // The maker switches the campaign on: it is sent for approval and stays off.
    const maker = await signedInMember(browser, testInfo, 'user@example.com', { width: 1280, height: 800 });
    await maker.goto(`/campaigns/${campaign.id}`);
    const makerSwitch = maker.getByRole('group', { name: 'Campaign switch' });
    await makerSwitch.getByRole('button', { name: 'Enable' }).click();
    await expect(maker.getByRole('alert').filter({ hasText: 'Sent for approval' })).toBeVisible();
    await expect(makerSwitch.getByText('Inactive', { exact: true })).toBeVisible();
    expect(await campaignActive()).toBe(false);

    // The maker sees the request but cannot approve their own.
    await maker.goto('/project/approvals?status=PENDING');
    const mine = maker.getByRole('article', { name: `Switch the campaign ${campaign.name} on` });
    await expect(mine.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expectNoSeriousA11yViolations(maker);
    await maker.context().close();

    // The admin reads the diff and approves: the campaign is on.
    await admin.goto('/project/approvals?status=PENDING');
    const request = admin.getByRole('article', { name: `Switch the campaign ${campaign.name} on` });
    await expect(request.getByRole('row', { name: /Status.*off.*on/ })).toBeVisible();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Approved and applied' })).toBeVisible();
    await expect(request).toHaveCount(0);
    expect(await campaignActive()).toBe(true);
    await admin.goto(`/campaigns/${campaign.id}`);
    await expect(
      admin.getByRole('group', { name: 'Campaign switch' }).getByText('Active', { exact: true }),
    ).toBeVisible();
  });
});

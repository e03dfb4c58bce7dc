import type { APIRequestContext } from '@playwright/test';
import { e2eOwner, expect, test } from './fixtures.ts';
import { otherProject } from './service-api.ts';
import type { WorkerProject } from './worker-project.ts';

/*
 * A link to a page of one project, opened by someone working in another: the page opens in the link's project when
 * they are a member of it, and says they are not otherwise. Each test makes its own second project (QA mode).
 */

async function firstCampaign(request: APIRequestContext, project: WorkerProject) {
  const response = await request.get('/v1/campaigns', {
    headers: { 'X-App-Id': project.app_id, 'X-App-Token': project.app_token },
    params: { limit: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { campaigns } = (await response.json()) as { campaigns: { id: string; name: string }[] };
  return campaigns[0]!;
}

test('a link to a campaign of another project of theirs switches to that project and says so', async ({
  connected: page,
  shell,
  project,
  request,
}) => {
  // Links inside the dashboard name the project they belong to.
  await expect(shell.navLink('Campaigns')).toHaveAttribute('href', new RegExp(`project=${project.project_id}`));

  const other = await otherProject(request, [{ email: e2eOwner.email, role: 'ADMIN' }]);
  const campaign = await firstCampaign(request, other);
  await page.goto(`/campaigns/${campaign.id}?project=${other.project_id}`);
  await expect(page.getByRole('heading', { name: campaign.name, level: 1 })).toBeVisible();
  await expect(shell.projectBadge(other.project_id)).toBeVisible();
  await expect(page.getByText(`Switched to project ${other.name}`)).toBeVisible();
});

test('a link to a project they are not a member of says so', async ({ connected: page, project, request }) => {
  const other = await otherProject(request, []);
  const campaign = await firstCampaign(request, other);
  await page.goto(`/campaigns/${campaign.id}?project=${other.project_id}`);
  await expect(
    page.getByRole('heading', { name: `You are not a member of project ${other.project_id}`, level: 1 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
});

test('a page opened by a typed address gets its project in the address at once, in place', async ({
  connected: page,
  project,
}) => {
  const entriesBefore = await page.evaluate(() => history.length);
  await page.goto('/campaigns?name=Spring#top');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  // Copied now, the address opens this project for whoever follows it; the rest of it is kept.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/campaigns' &&
      url.searchParams.get('project') === project.project_id &&
      url.searchParams.get('name') === 'Spring' &&
      url.hash === '#top',
  );
  // Replaced, not pushed: Back does not stop at the bare address first.
  expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
});

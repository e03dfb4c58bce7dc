import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, otherProject, unique } from './service-api.ts';
import { managementHeaders, workerProject } from './worker-project.ts';

test('the audit log shows who changed what, filtered in the URL, with the same entries as CSV', async ({
  connected: page,
  request,
}) => {
  const name = unique('Audited');
  await createCampaignFromTemplate(request, { template: 'Spring 10% off', name, vouchers: 1 });

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
  await page.goto('/project/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').selectOption('campaign.');
  await expect(page).toHaveURL(/action=campaign\./);
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries.getByRole('row').filter({ hasText: name })).toContainText(`API key ${workerProject().app_id}`);
  await expectNoSeriousA11yViolations(page);

  const csv = page.getByRole('link', { name: 'Download these entries as CSV' });
  // The page's own request context carries its session cookie, as the browser's download would.
  const response = await page.request.get((await csv.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(name);
});

test('the audit log names the people who act and whose role changed, on the page and in the CSV', async ({
  connected: page,
  request,
}) => {
  // A project of this test's own, so the role change touches no other test's members.
  const project = await otherProject(request, [
    { email: 'owner@example.com', role: 'ADMIN' },
    { email: 'merchant@example.com', role: 'MERCHANT' },
  ]);
  const team = await request.get(`/promodesk/projects/${project.project_id}/team`, { headers: managementHeaders });
  const { members } = (await team.json()) as { members: { user_id: string; email: string }[] };
  const merchant = members.find((member) => member.email === 'merchant@example.com')!;
  const change = await request.put(`/promodesk/projects/${project.project_id}/members/${merchant.user_id}/role`, {
    headers: managementHeaders,
    data: { role: 'USER' },
  });
  expect(change.status(), await change.text()).toBe(204);

  await page.goto(`/project/audit?project=${project.project_id}&action=member.`);
  const entries = page.getByRole('region', { name: 'Audit entries' });
  const roleChange = entries.getByRole('row').filter({ hasText: 'member.role_changed' });
  await expect(roleChange).toContainText('Role of Mateo Merchant (merchant@example.com) changed to USER');
  await expect(roleChange).toContainText('Management key');

  // The person who signed in (the fixture did, through the API) by name.
  await page.getByLabel('Action').selectOption('sign_in.');
  await expect(entries.getByRole('row').filter({ hasText: 'sign_in.succeeded' }).first()).toContainText('Olivia Owner');

  const csv = page.getByRole('link', { name: 'Download these entries as CSV' });
  const response = await page.request.get((await csv.getAttribute('href'))!);
  const [header, ...lines] = (await response.text()).trimEnd().split('\r\n');
  expect(header).toContain('actor,actor_name,action');
  expect(lines.some((line) => line.includes(',Olivia Owner,sign_in.succeeded,'))).toBe(true);
});

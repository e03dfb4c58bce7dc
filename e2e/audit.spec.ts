import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';
import { workerProject } from './worker-project.ts';

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
  await expect(entries.getByRole('row').filter({ hasText: name })).toContainText(`key:${workerProject().app_id}`);
  await expectNoSeriousA11yViolations(page);

  const csv = page.getByRole('link', { name: 'Download these entries as CSV' });
  // The page's own request context carries its session cookie, as the browser's download would.
  const response = await page.request.get((await csv.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(name);
});

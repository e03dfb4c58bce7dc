import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

/*
 * A search longer than the service takes is refused at its field in the contract's words, and the list is not
 * loaded, rather than the text being dropped and the whole list shown (campaigns, rules, customers and the history
 * have the same in their own specs).
 */

async function searchFor(within: Page | Locator, field: string, button: string, text: string) {
  await within.getByRole('textbox', { name: field }).fill(text);
  await within.getByRole('button', { name: button }).click();
}

test('the vouchers search past its limit is refused at the field', async ({ connected: page, request }) => {
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Spring 10% off',
    name: unique('Searched'),
    vouchers: 1,
  });
  await page.goto(`/campaigns/${campaign.id}/vouchers`);
  await expect(page.getByRole('navigation', { name: 'Vouchers pages' })).toContainText('1 vouchers');
  await searchFor(page, 'Code contains', 'Search', 'x'.repeat(101));
  await expect(page.getByRole('textbox', { name: 'Code contains' })).toHaveAccessibleDescription(
    'Use at most 100 characters',
  );
  await expect(page.getByRole('navigation', { name: 'Vouchers pages' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Export CSV/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the templates search past its limit is refused at the field', async ({ connected: page }) => {
  await page.goto('/templates');
  await expect(page.getByRole('navigation', { name: 'Templates pages' })).toBeVisible();
  await searchFor(page, 'Name', 'Search', 'x'.repeat(201));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Use at most 200 characters');
  await expect(page.getByRole('navigation', { name: 'Templates pages' })).toHaveCount(0);
  await expect(page.getByText('No template matches these filters')).toHaveCount(0);
});

test('the events search past its limit is refused at the field', async ({ connected: page }) => {
  await page.goto('/events');
  const history = page.getByRole('region', { name: 'Events history' });
  await searchFor(history, 'Event name', 'Show', 'x'.repeat(301));
  await expect(history.getByRole('textbox', { name: 'Event name' })).toHaveAccessibleDescription(
    'Use at most 300 characters',
  );
  await expect(history.getByText(/No event of that name|No custom events yet/)).toHaveCount(0);
  await expect(history.getByRole('region', { name: 'Events' })).toHaveCount(0);
});

test('the audit actor search past its limit is refused at the field', async ({ connected: page }) => {
  await page.goto('/project/audit');
  await expect(page.getByRole('navigation', { name: 'Audit entries pages' })).toBeVisible();
  const actor = page.getByRole('textbox', { name: 'Actor' });
  await actor.fill('x'.repeat(201));
  await actor.blur();
  await expect(actor).toHaveAccessibleDescription(/Use at most 200 characters/);
  await expect(page.getByRole('navigation', { name: 'Audit entries pages' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download these entries as CSV' })).toHaveCount(0);
});

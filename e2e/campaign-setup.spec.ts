import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openErrorDetails } from './pages/error-box.ts';
import { CampaignSetupPage } from './pages/campaign-setup-page.ts';
import { factValue } from './pages/facts.ts';
import { TemplatesPage } from './pages/templates-page.ts';

// A discount template whose blueprint brings one validation rule, so the result lists a created resource.
const templateName = 'Summer 25% off basket';
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openSetup(templates: TemplatesPage, setup: CampaignSetupPage) {
  await templates.goto();
  await templates.filterByName(templateName);
  await templates.createCampaignButton(templateName).click();
  await expect(setup.heading).toBeVisible();
}

test('creates a campaign from a template with overrides, then shows the result and the campaign', async ({
  connected: page,
}) => {
  test.slow();
  const setup = new CampaignSetupPage(page);
  await openSetup(new TemplatesPage(page), setup);
  await expectNoSeriousA11yViolations(page);

  // The form starts as the template fills it.
  await expect(setup.field('Percent off')).toHaveValue('25');
  await expect(setup.field('Code prefix')).toHaveValue('PD-');
  await expect(setup.field('Code length')).toHaveValue('8');
  await expect(setup.field('Redemptions per voucher')).toHaveValue('1');
  await expect(setup.field('Number of vouchers')).toHaveValue('');

  const name = unique('E2E summer coffee');
  await setup.field('Campaign name').fill(name);
  await setup.field('Percent off').fill('30');
  await setup.field('Description').fill('Created by the e2e suite');
  await setup.field('Number of vouchers').fill('3');
  await setup.select('Customers join only once').selectOption('Yes');
  await page.getByLabel('Starts').fill('2026-11-02T08:00');
  await page.getByLabel('Expires').fill('2026-12-31T18:00');
  await setup.setDuration('Repeat every', 1, 'weeks');
  await setup.setDuration('Active for', 2, 'days');
  await page.getByRole('button', { name: 'Add daily window' }).click();
  await setup.window(1).getByLabel('Starts at').fill('10:00');
  // Mantine draws the chip over a visually hidden checkbox, so the chip's text is what gets clicked.
  await setup.window(1).getByText('Fri', { exact: true }).click();
  await expect(setup.window(1).getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  await setup.field('Code prefix').fill('E2E-');
  await setup.field('Code length').fill('6');
  await setup.field('Redemptions per voucher').fill('2');
  // The template's metadata is there already; one more entry is added.
  await expect(setup.field('Key 1')).toHaveValue('channel');
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await setup.field('Key 2').fill('source');
  await setup.field('Value 2').fill('e2e');
  await setup.previewButton.click();

  // The preview is the service's dry run: the campaign it would create and codes drawn the same way.
  await expect(setup.preview.getByRole('heading', { name: `Preview of ${name}` })).toBeFocused();
  await expect(factValue(setup.preview, 'Value')).toHaveText('30% off matching items');
  await expect(factValue(setup.preview, 'Vouchers')).toHaveText('3');
  await expect(factValue(setup.preview, 'Rules')).toHaveText('Order amount at least $50.00');
  await expect(setup.sampleCodes()).toHaveCount(3);
  for (const code of await setup.sampleCodes().allTextContents()) expect(code).toMatch(/^E2E-[A-Z0-9]{6}$/);
  await expect(setup.changedSettings()).toContainText('Number of vouchers');
  await expect(setup.changedSettings()).toContainText('Discount');
  await expect(setup.changedSettings()).toContainText('Code prefix');
  await expectNoSeriousA11yViolations(page);
  await setup.createButton.click();

  await expect(setup.resultHeading).toBeVisible();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  await expect(setup.createdResources.getByRole('listitem')).toHaveCount(1);
  await expect(setup.createdResources).toContainText('Validation rule val_');
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign created' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The result survives a reload: the created resources travel in the URL.
  await page.reload();
  await expect(setup.createdResources.getByRole('listitem')).toHaveCount(1);

  await setup.openCampaignLink.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Description')).toHaveText('Created by the e2e suite');
  await expect(factValue(page, 'Vouchers')).toHaveText('3');
  await expect(factValue(page, 'Customers join only once')).toHaveText('Yes');
  await expect(factValue(page, 'Validity')).toContainText(
    'Mon–Thu, 10:00–17:00, repeats every 1 week, active for 2 days each time, from 2 Nov 2026 until 31 Dec 2026',
  );
  await expect(factValue(page, 'Value')).toHaveText('30% off matching items');
  await expect(factValue(page, 'Code prefix')).toHaveText('E2E-');
  await expect(factValue(page, 'Code length')).toHaveText('6');
  await expect(factValue(page, 'Redemptions per voucher')).toHaveText('2');
  await expect(factValue(page, 'source')).toHaveText('e2e');
  await expect(factValue(page, 'channel')).toHaveText('web');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '← All campaigns' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a duplicate campaign name shows the service's 409", async ({ connected: page }) => {
  const setup = new CampaignSetupPage(page);
  await openSetup(new TemplatesPage(page), setup);
  // "Ten off" is a campaign of the demo data.
  await setup.field('Campaign name').fill('Ten off');
  await setup.field('Number of vouchers').fill('0');
  await setup.previewButton.click();

  await expect(setup.errorAlert).toContainText('A campaign with this name already exists');
  await openErrorDetails(setup.errorAlert);
  await expect(setup.errorAlert).toContainText('HTTP 409');
  await expect(setup.errorAlert).toContainText('duplicate_found');
  await expect(setup.field('Campaign name')).toHaveAttribute('aria-invalid', 'true');
  await expect(setup.heading).toBeVisible();
  await expect(setup.preview).toHaveCount(0);
});

test('checks the form before sending, and puts a field error from the service on its field', async ({
  connected: page,
}) => {
  const setup = new CampaignSetupPage(page);
  await openSetup(new TemplatesPage(page), setup);

  await setup.previewButton.click();
  await expect(page.getByText('A campaign needs a name')).toBeVisible();
  await expect(page.getByText('Enter how many vouchers to generate (0 for none yet)')).toBeVisible();
  await page.getByLabel('Starts').fill('2026-12-02T08:00');
  await page.getByLabel('Expires').fill('2026-11-02T08:00');
  await setup.field('Campaign name').fill(unique('E2E refused'));
  await setup.field('Number of vouchers').fill('0');
  await setup.previewButton.click();
  await expect(page.getByText('The campaign must end after it starts')).toBeVisible();
  await page.getByLabel('Expires').fill('');

  // Two characters and a length of one give two possible codes: only the service can tell that 50 do not fit.
  await setup.field('Number of vouchers').fill('50');
  await setup.field('Code length').fill('1');
  await setup.field('Characters to use').fill('AB');
  await setup.previewButton.click();

  await openErrorDetails(setup.errorAlert);
  await expect(setup.errorAlert).toContainText('HTTP 400');
  await expect(setup.field('Number of vouchers')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('the code configuration cannot produce 50 distinct codes', { exact: false })).toHaveCount(
    2,
  );
  await expectNoSeriousA11yViolations(page);
});

test('on a phone, a gift card campaign starts from its template amount and is created as previewed', async ({
  connected: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const templates = new TemplatesPage(page);
  const setup = new CampaignSetupPage(page);
  await templates.goto();
  await templates.filterByName('Winter Employee gift card');
  // The demo data has several templates of this name; any of them makes the same gift cards.
  await templates.createCampaignButton('Winter Employee gift card').first().click();
  await expect(setup.field('Gift card amount')).toHaveValue('100.00');
  await expect(setup.field('Percent off')).toHaveCount(0);
  await expect(setup.field('Code pattern')).toHaveValue('GIFT-####-####');

  const name = unique('E2E gift');
  await setup.field('Campaign name').fill(name);
  await setup.field('Gift card amount').fill('40');
  await setup.field('Number of vouchers').fill('2');
  await setup.previewButton.click();
  await expect(setup.preview.getByRole('heading', { name: `Preview of ${name}` })).toBeFocused();
  await expect(factValue(setup.preview, 'Value')).toHaveText('Gift card worth $40.00');
  await expect(setup.sampleCodes()).toHaveCount(2);
  for (const code of await setup.sampleCodes().allTextContents()) expect(code).toMatch(/^GIFT-\d{4}-\d{4}$/);
  await expectNoSeriousA11yViolations(page);

  // A change after the preview takes it away: only what was previewed can be created.
  await setup.field('Number of vouchers').fill('3');
  await expect(setup.preview).toHaveCount(0);
  await setup.previewButton.click();
  await expect(setup.sampleCodes()).toHaveCount(3);
  await setup.createButton.click();
  await setup.openCampaignLink.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Value')).toHaveText('Gift card worth $40.00');
  await expect(factValue(page, 'Vouchers')).toHaveText('3');
});

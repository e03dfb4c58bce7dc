import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { CommandPalettePage } from './pages/command-palette-page.ts';
import { signedInMember } from './pages/team-member-page.ts';

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

for (const { name, size } of viewports) {
  test.describe(`command palette (${name})`, () => {
    test.use({ viewport: size });

    test('Ctrl+K, a code prefix, the arrows to "Disable PERCENT15", Enter: the code is disabled', async ({
      connected: page,
    }) => {
      const palette = new CommandPalettePage(page);
      await palette.open();
      await expect(palette.input).toBeFocused();
      await palette.input.fill('percent1');
      await expect(palette.option('Disable PERCENT15')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Keyboard only: down from the first match until the disable action is the active one.
      await expect(palette.activeOption).toHaveText(/Open PERCENT15/);
      await palette.input.press('ArrowDown');
      await expect(palette.activeOption).toHaveText(/Disable PERCENT15/);
      await expect(palette.input).toHaveAttribute(
        'aria-activedescendant',
        (await palette.activeOption.getAttribute('id'))!,
      );
      await palette.input.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Code disabled' })).toContainText('PERCENT15');
      await expect(palette.option('Enable PERCENT15')).toBeVisible();

      // Open the code's page from the palette: the service says it is off.
      await palette.input.fill('open PERCENT15');
      await expect(palette.activeOption).toHaveText(/Open PERCENT15/);
      await palette.input.press('Enter');
      await expect(palette.dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Voucher PERCENT15', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Voucher switch' }).getByText('Inactive', { exact: true }),
      ).toBeVisible();
    });

    test('the header button opens it for touch; pages are offered, Escape closes', async ({ connected: page }) => {
      const palette = new CommandPalettePage(page);
      await page.getByRole('banner').getByRole('button', { name: /^Find/ }).click();
      await palette.input.fill('audit');
      await expect(palette.option('Go to Audit log')).toBeVisible();
      await palette.input.press('Escape');
      await expect(palette.dialog).toHaveCount(0);
    });

    test('a VIEWER finds the code but is offered no disable action, nor people or invitations', async ({
      connected: admin,
      browser,
    }, testInfo) => {
      await admin.close();
      const viewer = await signedInMember(browser, testInfo, 'viewer@example.com', size);
      const palette = new CommandPalettePage(viewer);
      await palette.open();
      await palette.input.fill('PERCENT15');
      await expect(palette.option('Open PERCENT15')).toBeVisible();
      await expect(palette.option('Disable PERCENT15')).toHaveCount(0);
      await palette.input.fill('invite');
      await expect(palette.dialog.getByText('Nothing matches.')).toBeVisible();
      await expectNoSeriousA11yViolations(viewer);
      await viewer.context().close();
    });
  });
}

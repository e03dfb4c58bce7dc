import { expect, test } from './fixtures.ts';
import { mainNavigation, returnToWindow, signedInMember } from './pages/team-member-page.ts';
import { TeamPage } from './pages/team-page.ts';
import { workerProject } from './worker-project.ts';

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

for (const { name, size } of viewports) {
  test.describe(`live permissions (${name})`, () => {
    test.use({ viewport: size });

    test('a member whose role an admin lowers sees the new navigation when the window gets the focus back', async ({
      connected: admin,
      browser,
    }, testInfo) => {
      const member = await signedInMember(browser, testInfo, 'user@example.com', size);
      const deskLink = (await mainNavigation(member)).getByRole('link', { name: 'Redemption desk', exact: true });
      await expect(deskLink).toBeVisible();

      const team = new TeamPage(admin);
      await team.goto();
      await team.roleOf('user@example.com').selectOption('VIEWER');
      await expect(admin.getByRole('alert').filter({ hasText: 'Role changed' })).toBeVisible();

      await returnToWindow(member);
      await expect(deskLink).toHaveCount(0);
      await expect((await mainNavigation(member)).getByRole('link', { name: 'Templates', exact: true })).toBeVisible();
      await member.context().close();
    });

    test('a member removed while working gets a page that says so at their next step, without a reload', async ({
      connected: admin,
      browser,
    }, testInfo) => {
      const member = await signedInMember(browser, testInfo, 'viewer@example.com', size);
      const templatesLink = (await mainNavigation(member)).getByRole('link', { name: 'Templates', exact: true });
      await expect(templatesLink).toBeVisible();

      const team = new TeamPage(admin);
      await team.goto();
      await admin.getByRole('button', { name: 'Remove viewer@example.com from the project' }).click();
      await admin
        .getByRole('dialog', { name: 'Remove this member?' })
        .getByRole('button', { name: 'Remove member' })
        .click();
      await expect(admin.getByRole('alert').filter({ hasText: 'Member removed' })).toBeVisible();

      // The next step asks the service, which refuses (403): the session is asked again and the page says why.
      await templatesLink.click();
      await expect(
        member.getByRole('heading', { name: `You no longer have access to ${workerProject().name}`, level: 1 }),
      ).toBeVisible();
      await expect(member.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(member.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(member.getByRole('button', { name: /^Open / }).first()).toBeVisible();
      await member.context().close();
    });
  });
}

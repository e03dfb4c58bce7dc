import type { Browser, Page } from '@playwright/test';
import { e2eDemoPassword } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { CampaignSetupPage } from './pages/campaign-setup-page.ts';
import { InvitePage } from './pages/invite-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { TeamPage } from './pages/team-page.ts';
import { TemplatesPage } from './pages/templates-page.ts';
import { invitedPersonLink, moveServiceClock } from './service-api.ts';
import { workerProject } from './worker-project.ts';

// One database serves the whole run, and an address can be invited once: every test invites its own.
const uniqueEmail = () => `person-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const templateName = 'Summer 25% off basket';
const password = 'a-long-enough-password';

/** The admin invites `email` to the demo project as `role` and copies a fresh accept link from the Team page. */
async function inviteAndGetLink(admin: Page, email: string, role: string) {
  const invite = new InvitePage(admin);
  await invite.goto();
  await invite.fillPerson(email);
  await invite.role(1).selectOption(role);
  await invite.sendButton.click();
  await expect(invite.notification('Invitation sent')).toBeVisible();
  const team = new TeamPage(admin);
  await team.goto();
  return team.acceptLinkFor(email);
}

/** The invited person, in a browser of their own. */
async function personPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an invited VIEWER accepts, sees no write controls or Team page, and can set up campaigns once made USER', async ({
  connected: admin,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail();
  const link = await inviteAndGetLink(admin, email, 'VIEWER');

  const person = await personPage(browser);
  await person.goto(link);
  await expect(person.getByRole('list', { name: 'Projects and roles' })).toContainText(
    `${workerProject().name} as Viewer`,
  );
  await expect(person.getByText('Olivia Owner (owner@example.com) invited')).toBeVisible();
  await expectNoSeriousA11yViolations(person);
  await person.getByLabel('Choose a password').fill(password);
  await person.getByLabel('Repeat the password').fill(password);
  await person.getByRole('button', { name: 'Accept and sign in' }).click();

  const navigation = person.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Templates', exact: true })).toBeVisible();
  await expect(person.getByRole('banner')).toContainText('Erin Example · Viewer');
  await expect(navigation.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Redemption desk', exact: true })).toHaveCount(0);

  const templates = new TemplatesPage(person);
  await templates.goto();
  await templates.filterByName(templateName);
  await expect(templates.table).toContainText(templateName);
  await expect(templates.createCampaignButton(templateName)).toHaveCount(0);

  await person.goto('/project/team');
  await expect(person.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(person.getByText('This page needs the permission team:manage')).toBeVisible();
  await expectNoSeriousA11yViolations(person);

  const team = new TeamPage(admin);
  await team.goto();
  // The role picker names roles in the invite form's words, not by their codes.
  await expect(team.roleOf(email).getByRole('option', { name: 'Restricted user' })).toBeAttached();
  await expect(team.roleOf(email).getByRole('option', { name: 'USER_RESTRICTED' })).toHaveCount(0);
  await team.roleOf(email).selectOption('USER');
  await expect(team.roleOf(email)).toHaveValue('USER');

  await person.reload();
  await templates.goto();
  await templates.filterByName(templateName);
  await templates.createCampaignButton(templateName).click();
  const setup = new CampaignSetupPage(person);
  await expect(setup.heading).toBeVisible();
  await setup.field('Campaign name').fill(`By ${email}`);
  await setup.field('Number of vouchers').fill('0');
  await setup.previewButton.click();
  await setup.createButton.click();
  await expect(setup.resultHeading).toBeVisible();
});

test('a revoked invitation and a replaced link fail with pages that say why', async ({ connected: admin, browser }) => {
  const email = uniqueEmail();
  const first = await inviteAndGetLink(admin, email, 'MERCHANT');
  const team = new TeamPage(admin);
  const second = await team.acceptLinkFor(email);
  await team.revokeButton(email).click();
  await admin
    .getByRole('dialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(team.revokeButton(email)).toHaveCount(0);

  const person = await personPage(browser);
  await person.goto(second);
  await expect(person.getByRole('alert')).toContainText('This invitation was revoked');
  await person.goto(first);
  await expect(person.getByRole('alert')).toContainText('This invitation link is not valid');
  await expectNoSeriousA11yViolations(person);
});

test(
  'an expired invitation link fails with a page that says so',
  { tag: '@account-wide' },
  async ({ page, request }) => {
    const link = await invitedPersonLink(request, uniqueEmail(), 'VIEWER');
    await moveServiceClock(request, { advance_seconds: 8 * 86_400 });
    try {
      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('This invitation has expired: ask for it to be sent again');
      await expect(page.getByRole('button', { name: 'Accept and sign in' })).toHaveCount(0);
    } finally {
      await moveServiceClock(request, { reset: true });
    }
  },
);

test(
  'when the session ends, the next page asks to sign in and comes back to it',
  { tag: '@account-wide' },
  async ({ page, browser }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn('user@example.com', e2eDemoPassword);
    await expect(page.getByRole('banner')).toContainText('Umar User · User');

    // Signing out everywhere from another browser ends this session too.
    const other = await personPage(browser);
    await other.goto('/sign-in');
    await new SignInPage(other).signIn('user@example.com', e2eDemoPassword);
    await other.getByRole('banner').getByRole('link', { name: 'Umar User · User' }).click();
    await other.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(new SignInPage(other).heading).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(signIn.heading).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcampaigns/);
    await signIn.signIn('user@example.com', e2eDemoPassword);
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  },
);

import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openErrorDetails } from './pages/error-box.ts';
import { InvitePage } from './pages/invite-page.ts';
import { seededAccountIds } from './service-api.ts';
import { workerProject } from './worker-project.ts';

// People are account-wide (a project reset keeps them), and an address can be invited once: every test invites its own.
const uniqueEmail = () => `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('invites a user to two projects, one with a custom role, and resets the form', async ({
  connected: page,
  request,
}) => {
  const ids = await seededAccountIds(request);
  const invite = new InvitePage(page);
  await invite.goto();
  await expect(invite.heading).toBeVisible();
  await expect(invite.project(1)).toHaveValue(workerProject().project_id);
  await expectNoSeriousA11yViolations(page);

  await invite.fillPerson(uniqueEmail());
  await invite.role(1).selectOption('ADMIN');
  await expect(invite.row(1)).toContainText('Full access, including users, keys and project settings');
  await invite.addRowButton.click();
  await invite.pickProject(2, 'Staging');
  await expect(invite.project(2)).toHaveValue(ids.stagingProjectId);
  await invite.role(2).selectOption('CUSTOM');
  await invite.row(2).getByRole('combobox', { name: 'Custom role' }).selectOption('Campaign editor');
  await expect(invite.customRoleId(2)).toHaveValue(ids.customRoleId);
  await expectNoSeriousA11yViolations(page);
  await invite.sendButton.click();

  await expect(invite.notification('Invitation sent')).toBeVisible();
  await expect(invite.email).toHaveValue('');
  await expect(invite.row(2)).toHaveCount(0);
  await expect(invite.role(1)).toHaveValue('');
});

test('an incorrect role shows used_incorrect_role next to the role', async ({ connected: page, request }) => {
  const ids = await seededAccountIds(request);
  const invite = new InvitePage(page);
  await invite.goto();
  await invite.fillPerson(uniqueEmail());
  await invite.role(1).selectOption('VIEWER');
  await invite.addRowButton.click();
  await invite.project(2).fill(ids.stagingProjectId);
  await invite.role(2).selectOption('CUSTOM');
  await invite.customRoleId(2).fill('role_does_not_exist');
  await invite.sendButton.click();

  await openErrorDetails(invite.errorAlert);
  await expect(invite.errorAlert).toContainText('HTTP 400');
  await expect(invite.customRoleId(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(invite.row(2)).toContainText("The role 'role_does_not_exist' is incorrect (used_incorrect_role)");
  await expect(invite.row(1)).not.toContainText('used_incorrect_role');
  await expectNoSeriousA11yViolations(page);
});

test('inviting the same email again shows the 409 plainly', async ({ connected: page }) => {
  const invite = new InvitePage(page);
  const email = uniqueEmail();
  await invite.goto();
  await invite.fillPerson(email);
  await invite.role(1).selectOption('USER');
  await invite.sendButton.click();
  await expect(invite.notification('Invitation sent')).toBeVisible();

  await invite.fillPerson(email);
  await invite.role(1).selectOption('USER');
  await invite.sendButton.click();
  await expect(invite.errorAlert).toContainText('This person was already invited');
  await openErrorDetails(invite.errorAlert);
  await expect(invite.errorAlert).toContainText('HTTP 409');
  await expect(invite.email).toHaveAttribute('aria-invalid', 'true');
});

test('the same project cannot be picked twice', async ({ connected: page }) => {
  const invite = new InvitePage(page);
  await invite.goto();
  await invite.fillPerson(uniqueEmail());
  await invite.role(1).selectOption('USER');
  await invite.addRowButton.click();
  await invite.project(2).fill(workerProject().project_id);
  await invite.role(2).selectOption('VIEWER');
  await invite.sendButton.click();
  await expect(invite.row(2)).toContainText('This project is already in another row');
  await expect(invite.errorAlert).toHaveCount(0);
});

import { expect, type Locator, type Page } from '@playwright/test';

/** The Team page: members with their roles, invitations with their accept links. */
export class TeamPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Team', level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto('/project/team');
  }

  roleOf(email: string): Locator {
    return this.page.getByRole('combobox', { name: `Role of ${email}` });
  }

  newLinkButton(email: string): Locator {
    return this.page.getByRole('button', { name: `New accept link for ${email}` });
  }

  revokeButton(email: string): Locator {
    return this.page.getByRole('button', { name: `Revoke the invitation of ${email}` });
  }

  /** A fresh accept link for the invitation, as the admin would copy it (waits for it to replace an earlier one). */
  async acceptLinkFor(email: string): Promise<string> {
    const field = this.page.getByRole('textbox', { name: `Accept link for ${email}` });
    const earlier = (await field.count()) > 0 ? await field.inputValue() : undefined;
    await this.newLinkButton(email).click();
    await expect(field).toHaveValue(/\/accept-invitation\?token=/);
    if (earlier) await expect(field).not.toHaveValue(earlier);
    return field.inputValue();
  }
}

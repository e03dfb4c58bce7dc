import type { Locator, Page } from '@playwright/test';
import { errorBoxes } from './error-box.ts';

/** The team invitation form: the person, then one "project + role" row per project. */
export class InvitePage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly addRowButton: Locator;
  readonly sendButton: Locator;
  readonly errorAlert: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Invite a team member', level: 1 });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    this.lastName = page.getByRole('textbox', { name: 'Last name', exact: true });
    this.addRowButton = page.getByRole('button', { name: 'Add another project' });
    this.sendButton = page.getByRole('button', { name: 'Send invitation' });
    this.errorAlert = errorBoxes(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/project/team/invite');
  }

  row(index: number): Locator {
    return this.page.getByRole('group', { name: `Project and role ${index}` });
  }

  project(index: number): Locator {
    return this.row(index).getByLabel('Project', { exact: true });
  }

  role(index: number): Locator {
    return this.row(index).getByRole('combobox', { name: 'Role' });
  }

  customRoleId(index: number): Locator {
    return this.row(index).getByRole('textbox', { name: 'Custom role id' });
  }

  /** Picks a project from the suggestions by (part of) its name. */
  async pickProject(index: number, name: string): Promise<void> {
    await this.project(index).fill(name);
    await this.page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(name) })
      .click();
  }

  async fillPerson(email: string): Promise<void> {
    await this.email.fill(email);
    await this.firstName.fill('Erin');
    await this.lastName.fill('Example');
  }

  notification(title: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: title });
  }
}

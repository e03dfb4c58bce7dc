import type { Locator, Page } from '@playwright/test';

/** The loyalty page's "New loyalty program" form and a program's own page. */
export class LoyaltyProgramPage {
  readonly newForm: Locator;
  readonly editForm: Locator;
  readonly settings: Locator;
  readonly membersTab: Locator;

  constructor(readonly page: Page) {
    this.newForm = page.getByRole('form', { name: 'New loyalty program' });
    this.editForm = page.getByRole('form', { name: 'Edit program' });
    this.settings = page.getByLabel('Program settings');
    this.membersTab = page.getByRole('tab', { name: 'Members' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  async create(name: string, points: string, pattern: string) {
    await this.newForm.getByLabel('Program name').fill(name);
    await this.newForm.getByLabel('Points each card starts with').fill(points);
    await this.newForm.getByLabel('Card code pattern').fill(pattern);
    await this.newForm.getByLabel('Customers join automatically').check();
    await this.newForm.getByRole('button', { name: 'Create program' }).click();
  }
}

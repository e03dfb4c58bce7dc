import { expect, type Locator, type Page } from '@playwright/test';

/** The Bin page: what was deleted in the project, with Restore and Delete permanently per entry. */
export class TrashBinPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Bin', level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto('/project/bin');
    await expect(this.heading).toBeVisible();
  }

  restoreButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Restore ${name}`, exact: true });
  }

  deleteForGoodButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Delete ${name} permanently`, exact: true });
  }

  /** The toast a change ends with, by its title. */
  toast(title: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: title });
  }
}

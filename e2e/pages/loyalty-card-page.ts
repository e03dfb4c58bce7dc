import type { Locator, Page } from '@playwright/test';

/** A loyalty card: its points and holder, the transaction export form and the export's status. */
export class LoyaltyCardPage {
  readonly exportForm: Locator;
  readonly scheduleButton: Locator;
  readonly exportStatus: Locator;
  readonly downloadLink: Locator;

  constructor(private readonly page: Page) {
    this.exportForm = page.getByRole('form', { name: 'Transaction export' });
    this.scheduleButton = this.exportForm.getByRole('button', { name: 'Schedule export' });
    this.exportStatus = page.getByRole('region', { name: /^Export exp_/ });
    this.downloadLink = this.exportStatus.getByRole('link', { name: 'Download CSV' });
  }

  heading(code: string): Locator {
    return this.page.getByRole('heading', { name: `Loyalty card ${code}`, level: 1 });
  }

  /** The columns the CSV will have, in order, as the form lists them. */
  columns(): Locator {
    return this.exportForm.getByRole('list', { name: 'Columns, in order' }).getByRole('listitem');
  }

  async removeColumn(field: string): Promise<void> {
    await this.exportForm.getByRole('button', { name: `Remove ${field}`, exact: true }).click();
  }

  async addColumn(field: string): Promise<void> {
    await this.exportForm.getByRole('combobox', { name: 'Column to add' }).selectOption(field);
    await this.exportForm.getByRole('button', { name: 'Add column' }).click();
  }

  async moveUp(field: string): Promise<void> {
    await this.exportForm.getByRole('button', { name: `Move ${field} up` }).click();
  }
}

import type { Locator, Page } from '@playwright/test';

/** The transaction export form the card page and the exports page share: columns in order, then "Schedule export". */
export class TransactionExportForm {
  readonly exportForm: Locator;
  readonly scheduleButton: Locator;

  constructor(protected readonly page: Page) {
    this.exportForm = page.getByRole('form', { name: 'Transaction export' });
    this.scheduleButton = this.exportForm.getByRole('button', { name: 'Schedule export' });
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

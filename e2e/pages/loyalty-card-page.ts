import type { Locator, Page } from '@playwright/test';
import { TransactionExportForm } from './transaction-export-form.ts';

/** A loyalty card: its points and holder, the transaction export form and the export's status. */
export class LoyaltyCardPage extends TransactionExportForm {
  readonly exportStatus: Locator;
  readonly downloadLink: Locator;

  constructor(page: Page) {
    super(page);
    this.exportStatus = page.getByRole('region', { name: /^Export exp_/ });
    this.downloadLink = this.exportStatus.getByRole('link', { name: 'Download CSV' });
  }

  heading(code: string): Locator {
    return this.page.getByRole('heading', { name: `Loyalty card ${code}`, level: 1 });
  }
}

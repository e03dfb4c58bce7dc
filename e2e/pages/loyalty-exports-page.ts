import type { Locator, Page } from '@playwright/test';
import { TransactionExportForm } from './transaction-export-form.ts';

/** `/loyalty/exports`: the export form with the card and campaign to export, and the exports the URL lists. */
export class LoyaltyExportsPage extends TransactionExportForm {
  readonly heading: Locator;
  readonly cardCode: Locator;
  readonly campaign: Locator;
  readonly exportList: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { name: 'Transaction exports', level: 1 });
    this.cardCode = this.exportForm.getByRole('textbox', { name: 'Loyalty card code' });
    this.campaign = this.exportForm.getByRole('combobox', { name: 'Loyalty campaign (optional)' });
    this.exportList = page.getByRole('region', { name: 'Scheduled exports' });
  }

  /** Every export the list shows, newest first. */
  exports(): Locator {
    return this.exportList.getByRole('region', { name: /^Export exp_/ });
  }

  exportStatus(exportId: string): Locator {
    return this.exportList.getByRole('region', { name: `Export ${exportId}` });
  }

  downloadLink(exportId: string): Locator {
    return this.exportStatus(exportId).getByRole('link', { name: 'Download CSV' });
  }

  /** The export ids the page's URL keeps, newest first. */
  exportIds(): string[] {
    return new URL(this.page.url()).searchParams.get('exports')?.split(',') ?? [];
  }
}

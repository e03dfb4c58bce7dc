import { expect, type Locator, type Page } from '@playwright/test';

/** The campaign template list: filters, paging and the row action that starts a campaign setup. */
/** The order picker's labels, which the table caption repeats. */
export type TemplateOrderLabel = 'Oldest first' | 'ID, A to Z' | 'ID, Z to A';

export class TemplatesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly nameInput: Locator;
  readonly searchButton: Locator;
  readonly nameMatch: Locator;
  readonly campaignType: Locator;
  readonly pageSize: Locator;
  readonly order: Locator;
  readonly showTotal: Locator;
  readonly pager: Locator;
  readonly nextButton: Locator;
  readonly previousButton: Locator;
  readonly clearFiltersButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Campaign templates', level: 1 });
    this.table = page.getByRole('table', { name: 'Campaign templates' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    this.searchButton = page.getByRole('button', { name: 'Search' });
    this.nameMatch = page.getByLabel('Name match');
    this.campaignType = page.getByLabel('Campaign type');
    this.pageSize = page.getByLabel('Page size');
    this.order = page.getByLabel('Order');
    this.showTotal = page.getByRole('checkbox', { name: 'Show the total' });
    this.pager = page.getByRole('navigation', { name: 'Templates pages' });
    this.nextButton = this.pager.getByRole('button', { name: 'Next page' });
    this.previousButton = this.pager.getByRole('button', { name: 'Previous page' });
    this.clearFiltersButton = page.getByRole('button', { name: 'Clear filters' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/templates');
  }

  /** The ids of the templates on the page, in the order shown. */
  ids(): Promise<string[]> {
    return this.table.getByTestId('template-id').allTextContents();
  }

  pageStatus(page: number): Locator {
    return this.pager.getByText(new RegExp(`^Page ${page}\\b`));
  }

  /** The table as rendered for that order and page: its caption names both, so rows read after it are current. */
  listing(order: TemplateOrderLabel, page: number): Locator {
    return this.page.getByRole('table', { name: `Campaign templates, ${order}, page ${page}`, exact: true });
  }

  async filterByName(name: string): Promise<void> {
    await this.nameInput.fill(name);
    await this.searchButton.click();
    // Applied once the address names it: a row clicked before then may be the last filter's, and the search's
    // navigation, landing after, would take the page back to the list.
    await expect(this.page).toHaveURL((url) => (url.searchParams.get('name') ?? '') === name.trim());
  }

  createCampaignButton(templateName: string): Locator {
    return this.table.getByRole('link', { name: `Create campaign from this template: ${templateName}`, exact: true });
  }
}

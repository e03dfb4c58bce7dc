import type { Locator, Page } from '@playwright/test';

/** The project's webhook configurations with their kind and state filters. */
export class WebhooksPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly eventKind: Locator;
  readonly state: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Webhooks', level: 1 });
    this.table = page.getByRole('table', { name: 'Webhook configurations' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.eventKind = page.getByRole('combobox', { name: 'Event kind' });
    this.state = page.getByRole('combobox', { name: 'State' });
    this.count = page.getByRole('status').filter({ hasText: 'configurations' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/project/webhooks');
  }
}

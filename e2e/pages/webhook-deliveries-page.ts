import type { Locator, Page } from '@playwright/test';

/** One webhook's configuration, signing secret and delivery log. */
export class WebhookDeliveriesPage {
  readonly heading: Locator;
  readonly secret: Locator;
  readonly copySecret: Locator;
  /** The table's scrolling area. */
  readonly region: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly payloadDialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Webhook deliveries', level: 1 });
    const configuration = page.getByRole('region', { name: 'Configuration' });
    this.secret = configuration.getByRole('code');
    this.copySecret = configuration.getByRole('button', { name: 'Copy secret' });
    this.region = page.getByRole('main').getByRole('region', { name: 'Deliveries', exact: true });
    this.table = page.getByRole('table', { name: 'Deliveries, newest first' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.payloadDialog = page.getByRole('dialog', { name: /^Payload of / });
  }

  /** The id of the webhook shown, from the address bar. */
  webhookId(): string {
    return new URL(this.page.url()).pathname.split('/').at(-1)!;
  }
}

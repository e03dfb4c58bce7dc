import type { Locator, Page } from '@playwright/test';

/** Custom events: the event form and what the service reports the event changed. */
export class EventsPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly eventName: Locator;
  readonly customerSourceId: Locator;
  readonly loyaltyCardCode: Locator;
  readonly sendButton: Locator;
  readonly result: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Custom events', level: 1 });
    this.form = page.getByRole('form', { name: 'Custom event' });
    this.eventName = this.form.getByRole('textbox', { name: 'Event name' });
    this.customerSourceId = this.form.getByRole('textbox', { name: 'Customer source id' });
    this.loyaltyCardCode = this.form.getByRole('textbox', { name: 'Loyalty card code' });
    this.sendButton = this.form.getByRole('button', { name: 'Send event' });
    this.result = page.getByRole('region', { name: /^Event .+ received$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/events');
  }

  cardRow(code: string): Locator {
    return this.result.getByRole('row').filter({ hasText: code });
  }
}

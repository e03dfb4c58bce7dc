import type { Locator, Page } from '@playwright/test';

/** The campaign calendar: range switch, timeline (a list per day on phones), conflicts and the sample cart. */
export class CalendarPage {
  readonly heading: Locator;
  readonly range: Locator;
  readonly conflicts: Locator;
  readonly sampleCart: Locator;
  readonly answer: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Calendar', level: 1 });
    this.range = page.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    this.conflicts = page.getByRole('list', { name: 'Conflicts' });
    this.sampleCart = page.getByRole('form', { name: 'Sample cart' });
    this.answer = page.getByRole('region', { name: 'Answer' });
  }

  async goto(search: string): Promise<void> {
    await this.page.goto(`/calendar${search}`);
  }

  /** The timeline's row of an item (wide screens) or its entries in the per-day list (phones). */
  itemLink(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true }).first();
  }

  async ask(at: string, line: { product: string; quantity: string; price: string }): Promise<void> {
    await this.sampleCart.getByLabel('Date and time').fill(at);
    await this.sampleCart.getByLabel('Product id').first().fill(line.product);
    await this.sampleCart.getByLabel('Quantity').first().fill(line.quantity);
    await this.sampleCart.getByLabel('Unit price').first().fill(line.price);
    await this.sampleCart.getByRole('button', { name: 'Ask' }).click();
  }
}

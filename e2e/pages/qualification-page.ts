import type { Locator, Page } from '@playwright/test';

/** The qualification sandbox: customer, cart lines, options, and the service's answer below. */
export class QualificationPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly customerSourceId: Locator;
  readonly addLineButton: Locator;
  readonly runButton: Locator;
  readonly result: Locator;
  readonly resultHeading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Qualification sandbox', level: 1 });
    this.form = page.getByRole('form', { name: 'Qualification context' });
    this.customerSourceId = this.form.getByRole('textbox', { name: 'Customer source id' });
    this.addLineButton = this.form.getByRole('button', { name: 'Add order line' });
    this.runButton = this.form.getByRole('button', { name: 'Run qualification' });
    this.result = page.getByRole('region', { name: /qualifying campaign/ });
    this.resultHeading = page.getByRole('heading', { name: /qualifying campaign/, level: 2 });
  }

  async goto(): Promise<void> {
    await this.page.goto('/qualification');
  }

  line(index: number): Locator {
    return this.form.getByRole('group', { name: `Line ${index}` });
  }

  async addLine(productId: string, quantity: string, unitPrice: string): Promise<void> {
    await this.addLineButton.click();
    const count = await this.form.getByRole('group', { name: /^Line \d+$/ }).count();
    const line = this.line(count);
    await line.getByRole('textbox', { name: 'Product id' }).fill(productId);
    await line.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    await line.getByRole('textbox', { name: 'Unit price' }).fill(unitPrice);
  }

  campaignRow(name: string): Locator {
    return this.result.getByRole('row').filter({ hasText: name });
  }
}

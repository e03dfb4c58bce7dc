import type { Locator, Page } from '@playwright/test';

/** The test till: customer, cart, redeemables, and the service's outcome or refusal below. */
export class RedemptionDeskPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly redeemButton: Locator;
  readonly addRedeemableButton: Locator;
  readonly result: Locator;
  readonly refusal: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Redemption desk', level: 1 });
    this.form = page.getByRole('form', { name: 'Test redemption' });
    this.redeemButton = this.form.getByRole('button', { name: 'Redeem', exact: true });
    this.addRedeemableButton = this.form.getByRole('button', { name: 'Add redeemable' });
    this.result = page.getByRole('region', { name: /^Redemption (succeeded|failed|rolled back)$/ });
    this.refusal = page.getByRole('alert').filter({ hasText: 'The redemption was refused' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/redemptions/desk');
  }

  async setCustomer(sourceId: string, metadata: Record<string, string> = {}): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Customer source id' }).fill(sourceId);
    for (const [index, [key, value]] of Object.entries(metadata).entries()) {
      await this.form.getByRole('button', { name: 'Add customer metadata' }).click();
      await this.form.getByRole('textbox', { name: `Customer metadata key ${index + 1}` }).fill(key);
      await this.form.getByRole('textbox', { name: `Customer metadata value ${index + 1}` }).fill(value);
    }
  }

  /** Fills line 1, which the desk starts with. */
  async setLine(productId: string, quantity: string, unitPrice: string): Promise<void> {
    const line = this.form.getByRole('group', { name: 'Line 1' });
    await line.getByRole('textbox', { name: 'Product id' }).fill(productId);
    await line.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    await line.getByRole('textbox', { name: 'Unit price' }).fill(unitPrice);
  }

  redeemable(index: number): Locator {
    return this.form.getByRole('group', { name: `Redeemable ${index}` });
  }

  /** Redeemable 1 exists from the start; later ones are added first. */
  async setVoucher(index: number, code: string): Promise<void> {
    if (index > 1) await this.addRedeemableButton.click();
    await this.redeemable(index).getByRole('textbox', { name: 'Voucher code' }).fill(code);
  }

  async setTier(index: number, tierName: string): Promise<void> {
    if (index > 1) await this.addRedeemableButton.click();
    const row = this.redeemable(index);
    await row.getByRole('combobox', { name: 'Kind' }).selectOption('promotion_tier');
    const tiers = row.getByRole('combobox', { name: 'Promotion tier' });
    await tiers.selectOption({ label: tierName });
  }

  outcomeRow(name: string): Locator {
    return this.result
      .getByRole('table', { name: 'What happened to each redeemable' })
      .getByRole('row')
      .filter({ hasText: name });
  }

  total(label: string): Locator {
    return this.result.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }
}

import type { Locator, Page } from '@playwright/test';

/** The card page's form that adds or subtracts a member's points with a reason, and the card's ledger. */
export class MemberPointsForm {
  readonly form: Locator;
  readonly points: Locator;
  readonly reason: Locator;
  readonly add: Locator;
  readonly subtract: Locator;
  readonly ledger: Locator;

  constructor(page: Page) {
    this.form = page.getByRole('form', { name: 'Change points' });
    this.points = this.form.getByRole('textbox', { name: 'Points' });
    this.reason = this.form.getByRole('textbox', { name: 'Reason' });
    this.add = this.form.getByRole('button', { name: 'Add points' });
    this.subtract = this.form.getByRole('button', { name: 'Subtract points' });
    this.ledger = page.getByRole('region', { name: 'Card transactions' }).getByRole('table');
  }

  ledgerRow(text: string): Locator {
    return this.ledger.getByRole('row').filter({ hasText: text });
  }
}

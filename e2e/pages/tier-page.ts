import type { Locator, Page } from '@playwright/test';
import { factValue } from './facts.ts';

/** The promotions list and a promotion tier's page with its on/off switch. */
export class TierPage {
  readonly promotionsHeading: Locator;
  readonly tierSwitch: Locator;
  readonly enableButton: Locator;
  readonly disableButton: Locator;
  readonly updatedAt: Locator;

  constructor(private readonly page: Page) {
    this.promotionsHeading = page.getByRole('heading', { name: 'Promotions', level: 1 });
    this.tierSwitch = page.getByRole('group', { name: 'Tier switch' });
    this.enableButton = this.tierSwitch.getByRole('button', { name: 'Enable' });
    this.disableButton = this.tierSwitch.getByRole('button', { name: 'Disable' });
    this.updatedAt = factValue(page.getByRole('region', { name: 'Tier' }), 'Updated');
  }

  async gotoPromotions(): Promise<void> {
    await this.page.goto('/promotions');
  }

  tierLink(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  state(text: 'Active' | 'Inactive'): Locator {
    return this.tierSwitch.getByText(text, { exact: true });
  }

  notification(title: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: title });
  }
}

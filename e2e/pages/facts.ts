import type { Locator, Page } from '@playwright/test';

/** The value (`dd`) a read-only page shows for a label (`dt`); roles give no way from a term to its definition. */
export function factValue(scope: Page | Locator, label: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

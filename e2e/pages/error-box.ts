import type { Locator, Page } from '@playwright/test';

/** Error boxes: each shows a sentence first and keeps status, key and request id behind its "Details" button. */
export const errorBoxes = (page: Page): Locator =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Details' }) });

/** Opens a box's details (status, key, request id), so a test can read them. */
export async function openErrorDetails(box: Locator): Promise<void> {
  await box.getByRole('button', { name: 'Details', expanded: false }).click();
}

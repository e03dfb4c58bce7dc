import { expect, type Locator, type Page } from '@playwright/test';

/** The command palette, opened with Ctrl+K from any page. */
export class CommandPalettePage {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly matches: Locator;
  /** The option the arrow keys have reached. */
  readonly activeOption: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Command palette' });
    this.input = this.dialog.getByRole('combobox', { name: 'Find or do' });
    this.matches = this.dialog.getByRole('listbox', { name: 'Matches' });
    this.activeOption = this.matches.locator('[role="option"][aria-selected="true"]');
  }

  /** Ctrl+K once the header shows the palette's button (the shortcut's listener comes with it). */
  async open() {
    await expect(this.page.getByRole('banner').getByRole('button', { name: /^Find/ })).toBeVisible();
    await this.page.keyboard.press('Control+k');
  }

  option(name: string) {
    return this.matches.getByRole('option', { name, exact: true });
  }
}

import type { Locator, Page } from '@playwright/test';

/** The Connect screen: the service address, the project and its key pairs, and the demo shortcut. */
export class ConnectPage {
  readonly heading: Locator;
  readonly demoButton: Locator;
  readonly connectButton: Locator;
  readonly errorAlert: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Connect to Promodesk' });
    this.demoButton = page.getByRole('button', { name: 'Use the demo project' });
    this.connectButton = page.getByRole('button', { name: 'Connect', exact: true });
    this.errorAlert = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/connect');
  }

  /**
   * By role and exact accessible name: "Application id" is also part of "Client application id", and a label's text
   * carries the required asterisk that its accessible name leaves out.
   */
  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
}

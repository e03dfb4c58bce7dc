import type { Locator, Page } from '@playwright/test';

/** API access: the scope picker, issued tokens, and the introspection panel. */
export class ApiAccessPage {
  readonly heading: Locator;
  readonly issueButton: Locator;
  readonly issuedToken: Locator;
  readonly tokenToIntrospect: Locator;
  readonly introspectButton: Locator;
  readonly introspection: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'API access', level: 1 });
    this.issueButton = page.getByRole('button', { name: 'Issue token' });
    this.issuedToken = page.getByRole('region', { name: /^Token …/ }).first();
    this.introspection = page.getByRole('region', { name: 'Introspect a token' });
    this.tokenToIntrospect = this.introspection.getByLabel('Token to introspect');
    this.introspectButton = this.introspection.getByRole('button', { name: 'Introspect', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/project/api-access');
  }

  scope(value: string): Locator {
    return this.page.getByRole('checkbox', { name: value, exact: true });
  }

  async accessToken(): Promise<string> {
    return this.issuedToken.getByLabel('Access token', { exact: true }).inputValue();
  }
}

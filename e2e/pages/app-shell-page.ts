import type { Locator, Page } from '@playwright/test';

/** The connected shell: header with the project and sign-out, navigation grouped by area. */
export class AppShellPage {
  readonly header: Locator;
  readonly navigation: Locator;
  readonly signOutButton: Locator;

  constructor(page: Page) {
    this.header = page.getByRole('banner');
    this.navigation = page.getByRole('navigation', { name: 'Main' });
    this.signOutButton = this.header.getByRole('button', { name: 'Sign out', exact: true });
  }

  projectBadge(projectId: string): Locator {
    return this.header.getByText(projectId, { exact: true });
  }

  navLink(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }
}

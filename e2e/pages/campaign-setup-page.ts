import type { Locator, Page } from '@playwright/test';
import { errorBoxes } from './error-box.ts';

/** The campaign setup form, its result page and the campaign detail page it links to. */
export class CampaignSetupPage {
  readonly heading: Locator;
  readonly previewButton: Locator;
  readonly preview: Locator;
  readonly createButton: Locator;
  readonly errorAlert: Locator;
  readonly resultHeading: Locator;
  readonly createdResources: Locator;
  readonly openCampaignLink: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create a campaign', level: 1 });
    this.previewButton = page.getByRole('button', { name: 'Preview campaign' });
    this.preview = page.getByRole('region', { name: /^Preview of / });
    this.createButton = this.preview.getByRole('button', { name: 'Create campaign' });
    this.errorAlert = errorBoxes(page);
    this.resultHeading = page.getByRole('heading', { name: 'Campaign created', level: 1 });
    this.createdResources = page.getByRole('list', { name: 'Created resources' });
    this.openCampaignLink = page.getByRole('link', { name: 'Open the campaign' });
  }

  /** Samples of the codes the campaign would get, as the preview lists them. */
  sampleCodes(): Locator {
    return this.preview.getByRole('list', { name: 'Codes will look like' }).getByRole('listitem');
  }

  changedSettings(): Locator {
    return this.preview.getByRole('list', { name: 'Changed from the template' });
  }

  /** Text inputs by exact accessible name: "Code length" must not match "Code length unit" and the like. */
  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** The duration pickers are an amount plus a unit select named after the amount. */
  async setDuration(label: string, amount: number, unit: string): Promise<void> {
    await this.field(label).fill(String(amount));
    await this.select(`${label}: unit`).selectOption(unit);
  }

  window(index: number): Locator {
    return this.page.getByRole('group', { name: `Daily window ${index}` });
  }
}

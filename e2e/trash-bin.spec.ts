import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { TrashBinPage } from './pages/trash-bin-page.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

test.describe('the bin', () => {
  test('deleting a campaign offers Undo, which brings it back', async ({ connected: page, request }) => {
    const campaign = await createCampaignFromTemplate(request, {
      template: 'Spring 10% off',
      name: unique('Binned'),
      vouchers: 1,
    });
    await page.goto(`/campaigns/${campaign.id}`);
    const actions = page.getByRole('group', { name: 'Campaign actions' });
    await actions.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${campaign.name}?` })
      .getByRole('button', { name: 'Delete campaign' })
      .click();
    const bin = new TrashBinPage(page);
    const deleted = bin.toast('Campaign deleted');
    await expect(deleted).toContainText(`${campaign.name} is in the bin.`);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(bin.toast(`${campaign.name} is back.`)).toBeVisible();

    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByRole('heading', { name: campaign.name, level: 1 })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible();
    await bin.goto();
    await expect(bin.restoreButton(campaign.name)).toHaveCount(0);
  });

  test('a deleted voucher is restored from the Bin page, refused in words while its code is taken', async ({
    connected: page,
    request,
  }) => {
    const campaign = await createCampaignFromTemplate(request, {
      template: 'Spring 10% off',
      name: unique('Codes'),
      vouchers: 1,
    });
    const code = campaign.codes[0]!;
    await page.goto(`/vouchers/${code}`);
    await page.getByRole('button', { name: 'Delete voucher' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${code}?` })
      .getByRole('button', { name: 'Delete voucher' })
      .click();
    const bin = new TrashBinPage(page);
    await expect(bin.toast('Voucher deleted')).toContainText(`${code} is in the bin.`);

    // Someone takes the code meanwhile: the restore is refused and says why.
    const taken = await request.post(`/v1/vouchers/${code}`, {
      headers: appHeaders(),
      data: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 5 } },
    });
    expect(taken.ok(), await taken.text()).toBe(true);
    await bin.goto();
    await expectNoSeriousA11yViolations(page);
    await bin.restoreButton(code).click();
    await expect(bin.toast(`${code} could not be restored`)).toContainText(`The code ${code} has been taken since`);

    const freed = await request.delete(`/v1/vouchers/${code}?force=true`, { headers: appHeaders() });
    expect(freed.status()).toBe(204);
    await bin.restoreButton(code).click();
    await expect(bin.toast(`${code} is back.`)).toBeVisible();
    await expect(bin.restoreButton(code)).toHaveCount(0);
    await page.goto(`/vouchers/${code}`);
    await expect(page.getByRole('heading', { name: `Voucher ${code}`, level: 1 })).toBeVisible();
  });
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { unique } from './service-api.ts';

test('adds a product through the form (a price fixed at its field), a SKU, a collection holding it, and deletes the SKU', async ({
  connected: page,
  shell,
}) => {
  // A long journey (product, SKU, collection, four accessibility scans) on a shared CI machine.
  test.slow();
  const productName = unique('e2e-scarf');
  const sourceId = unique('e2e-prod');
  const collectionName = unique('e2e-winter');

  await shell.navLink('Products').click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(productName);
  await page.getByRole('textbox', { name: 'Source id' }).fill(sourceId);
  await page.getByRole('textbox', { name: 'Attributes' }).fill('colour, size');
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await page.getByRole('textbox', { name: 'Key 1' }).fill('season');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('winter');
  // Three decimals are not an amount: refused at the price before anything is sent.
  const price = page.getByRole('textbox', { name: 'Price' });
  await price.fill('12.345');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(price).toHaveAccessibleDescription(/Enter an amount such as 12.50/);
  await expectNoSeriousA11yViolations(page);
  await price.fill('12.50');
  await page.getByRole('button', { name: 'Save product' }).click();

  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Product', exact: true });
  await expect(facts).toContainText(sourceId);
  await expect(facts).toContainText('12.50');
  await expect(facts).toContainText('colour, size');
  await expect(page.getByRole('region', { name: 'Metadata', exact: true })).toContainText('winter');

  const addSku = page.getByRole('group', { name: 'Add SKU' });
  await addSku.getByRole('textbox', { name: 'SKU name' }).fill('Red scarf');
  await addSku.getByRole('textbox', { name: 'SKU source id' }).fill(`${sourceId}-red`);
  await addSku.getByRole('textbox', { name: 'SKU price' }).fill('9.99');
  await addSku.getByRole('button', { name: 'Add SKU' }).click();
  const skus = page.getByRole('table', { name: 'SKUs' });
  await expect(skus.getByRole('row').filter({ hasText: 'Red scarf' })).toContainText('9.99');
  await expect(addSku.getByRole('textbox', { name: 'SKU name' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  await shell.navLink('Collections').click();
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New collection' }).click();
  await expect(page.getByRole('heading', { name: 'New collection', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(collectionName);
  await page.getByRole('combobox', { name: 'Products', exact: true }).fill(productName);
  await page.getByRole('listbox').getByRole('option', { name: productName }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save collection' }).click();

  await expect(page.getByRole('heading', { name: collectionName, level: 1 })).toBeVisible();
  const members = page.getByRole('table', { name: 'Products and SKUs in this collection' });
  await expect(members.getByRole('row').filter({ hasText: productName })).toContainText(sourceId);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/collections');
  await expect(
    page.getByRole('table', { name: 'Product collections, newest first' }).getByRole('link', { name: collectionName }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Deleting is final, so it is confirmed first; the product's page no longer lists the SKU.
  await page.goto('/products');
  await page.getByRole('table', { name: 'Products, newest first' }).getByRole('link', { name: productName }).click();
  await page.getByRole('button', { name: 'Delete SKU Red scarf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Red scarf?' });
  await confirm.getByRole('button', { name: 'Delete SKU' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'SKU deleted' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'SKUs' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'SKUs' })).toContainText('No SKUs');
});

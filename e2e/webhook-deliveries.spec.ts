import { createHmac } from 'node:crypto';
import { startWebhookReceiver } from '../src/service/testing/webhook-receiver.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { WebhookDeliveriesPage } from './pages/webhook-deliveries-page.ts';
import {
  deleteWebhookThroughApi,
  latestDeliveryThroughApi,
  screenSizes,
  sendEventThroughApi,
  unique,
} from './service-api.ts';

for (const { device, viewport } of screenSizes) {
  test(`on a ${device}, a webhook's delivery is logged, its payload shown and resent with the same idempotency id`, async ({
    connected: page,
  }) => {
    test.slow();
    // The receiver runs in this test process on loopback; the e2e server allows private targets.
    const receiver = await startWebhookReceiver();
    try {
      await page.setViewportSize(viewport);
      await page.goto('/project/webhooks');
      const target = `${receiver.url}/${unique('e2e')}`;
      await page.getByRole('button', { name: 'New webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'New webhook' });
      await dialog.getByRole('textbox', { name: 'Target URL' }).fill(target);
      await dialog.getByRole('group', { name: 'Customer' }).getByRole('checkbox', { name: 'customer.created' }).check();
      await dialog.getByRole('button', { name: 'Save webhook' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: `Deliveries of ${target}` }).click();

      const log = new WebhookDeliveriesPage(page);
      await expect(log.heading).toBeVisible();
      await expect(page.getByText('Nothing delivered yet')).toBeVisible();
      await expect(log.copySecret).toBeVisible();
      const secret = (await log.secret.textContent())!;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const webhookId = log.webhookId();

      const shopper = unique('hook-shopper');
      const sent = await sendEventThroughApi(page.request, { event: 'hooked', customer: { source_id: shopper } });
      expect(sent.ok()).toBe(true);
      await expect
        .poll(async () => (await latestDeliveryThroughApi(page.request, webhookId))?.status)
        .toBe('SUCCEEDED');
      await page.reload();
      await expect(log.rows).toHaveCount(1);
      await expect(log.rows.first()).toContainText('customer.created');
      await expect(log.rows.first()).toContainText('Succeeded');
      if (device === 'phone') {
        // Event, status and actions fit the phone; attempts, response and time are left to wider screens.
        await expect(log.region.getByRole('columnheader', { name: 'Attempts' })).toBeHidden();
        expect(await log.region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
          1,
        );
      }

      const [first] = receiver.received;
      expect(first!.headers['x-voucherify-signature']).toBe(
        createHmac('sha256', secret).update(first!.body).digest('hex'),
      );

      await log.rows.first().getByRole('button', { name: 'Payload' }).click();
      await expect(log.payloadDialog).toContainText('"object": "event"');
      await expect(log.payloadDialog).toContainText(shopper);
      await expectNoSeriousA11yViolations(page);
      await log.payloadDialog.getByRole('button', { name: 'Close payload' }).click();
      await expect(log.payloadDialog).toBeHidden();

      await log.rows.first().getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByText('The customer.created event is sent again')).toBeVisible();
      await expect.poll(() => receiver.received.length).toBe(2);
      expect(receiver.received[1]!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      await expect.poll(async () => (await latestDeliveryThroughApi(page.request, webhookId))?.attempts).toBe(2);
      // The log reads itself again while the resent delivery is pending.
      await expect(log.rows.first()).toContainText('Succeeded');
      if (device === 'desktop')
        await expect(log.rows.first().getByRole('cell', { name: '2', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await deleteWebhookThroughApi(page.request, webhookId);
    } finally {
      await receiver.close();
    }
  });
}

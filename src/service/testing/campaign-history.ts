/* What a campaign left behind, for tests of its changes: its codes, the webhook events and audit entries about it. */
import { and, eq } from 'drizzle-orm';
import type { WebhookEvent } from '../../contract/webhook.ts';
import { webhookEvents } from '../store/schema/activity.ts';
import { vouchers } from '../store/schema/catalog.ts';
import { auditEntries } from '../store/schema/people.ts';
import type { TestService } from './service.ts';

export function campaignHistory(service: TestService) {
  const db = () => service.database.db;
  return {
    codesOf: async (campaignId: string) =>
      (await db().select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.campaignId, campaignId))).map(
        (v) => v.code,
      ),
    eventsOf: async (type: WebhookEvent, campaignId: string) =>
      (await db().select().from(webhookEvents).where(eq(webhookEvents.type, type))).filter(
        (event) => (event.payload.campaign as { id: string }).id === campaignId,
      ),
    auditedActions: async (campaignId: string) =>
      (
        await db()
          .select({ action: auditEntries.action })
          .from(auditEntries)
          .where(and(eq(auditEntries.resourceType, 'campaign'), eq(auditEntries.resourceId, campaignId)))
      ).map((a) => a.action),
  };
}

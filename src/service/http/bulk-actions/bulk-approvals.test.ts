import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rolePermissions } from '../../../contract/access.ts';
import { approvalListSchema, approvalSettingsSchema } from '../../../contract/approval.ts';
import { bulkActionScheduledSchema, bulkActionSchema } from '../../../contract/bulk-action.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { customRoles } from '../../store/schema/access.ts';
import { memberships, users } from '../../store/schema/people.ts';
import { personHeaders, readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const project = testKeys.project_id;

it('lists a bulk enable held for approval as failed rows naming the request, not as changed', async () => {
  const { db } = service.database;
  await db.insert(customRoles).values({ id: 'role_maker', name: 'Maker', permissions: [...rolePermissions.USER] });
  const [user] = await db.select().from(users).where(eq(users.email, 'user@example.com'));
  await db
    .update(memberships)
    .set({ role: 'role_maker' })
    .where(and(eq(memberships.userId, user!.id), eq(memberships.projectId, project)));
  const owner = await personHeaders(service, 'owner@example.com');
  const settings = { kinds: ['publish'], approver_roles: ['ADMIN'], approver_user_ids: [] };
  await readAs(
    service.request(
      `/promodesk/projects/${project}/approval-settings`,
      jsonRequest('PUT', { ...settings, roles_needing_approval: ['role_maker'] }, owner),
    ),
    approvalSettingsSchema,
    200,
  );
  const { campaignId } = await seededPromotion(service);
  await service.request(`/v1/campaigns/${campaignId}/disable`, { method: 'POST', headers: appHeaders });

  const maker = await personHeaders(service, 'user@example.com');
  const base = `/promodesk/projects/${project}/bulk-actions`;
  const body = { resource: 'campaigns', action: 'enable', ids: [campaignId] };
  const { id } = await readAs(service.request(base, jsonRequest('POST', body, maker)), bulkActionScheduledSchema, 202);
  await drainAsyncActions(db);
  const done = await readAs(service.request(`${base}/${id}`, { headers: maker }), bulkActionSchema, 200);

  const pending = await readAs(
    service.request(`/promodesk/projects/${project}/approval-requests?status=PENDING`, { headers: owner }),
    approvalListSchema,
    200,
  );
  const request = pending.data.find((r) => r.resource_id === campaignId)!;
  expect(done).toMatchObject({ status: 'DONE', changed_count: 0, undoable: false });
  expect(done.failures).toEqual([{ id: campaignId, reason: `sent for approval (${request.id})` }]);
  const campaign = await readAs(
    service.request(`/v1/campaigns/${campaignId}`, { headers: appHeaders }),
    campaignSchema,
    200,
  );
  expect(campaign.active).toBe(false);
});

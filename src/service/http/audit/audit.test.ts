import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '../../../contract/audit.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { expectError, personHeaders, readAs, seededPromotion } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { users } from '../../store/schema/people.ts';

const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now });
const project = testKeys.project_id;
const auditOf = (query: string, headers: Record<string, string> = managementHeaders) =>
  readAs(service.request(`/promodesk/projects/${project}/audit?${query}`, { headers }), auditListSchema, 200);

describe('the audit log', () => {
  it('records API changes with who made them, in their request, and a refused one not at all', async () => {
    const { tiers } = await seededPromotion(service);
    const tier = tiers[3]!;
    clock.advance(1);
    const keys = await service.request(`/v1/promotions/tiers/${tier.id}/enable`, {
      method: 'POST',
      headers: appHeaders,
    });
    const user = await personHeaders(service, 'user@example.com');
    clock.advance(1);
    await service.request(`/v1/promotions/tiers/${tier.id}/disable`, { method: 'POST', headers: user });
    const viewer = await personHeaders(service, 'viewer@example.com');
    await service.request(`/v1/promotions/tiers/${tier.id}/enable`, { method: 'POST', headers: viewer });

    const { data } = await auditOf('action=promotion_tier.');
    expect(data.map((e) => [e.action, e.actor, e.actor_name])).toEqual([
      ['promotion_tier.disabled', expect.stringMatching(/^user:usr_/), 'Umar User'],
      ['promotion_tier.enabled', `key:${testKeys.app_id}`, null],
    ]);
    expect(data[1]).toMatchObject({
      resource_type: 'promotion_tier',
      resource_id: tier.id,
      request_id: keys.headers.get('x-request-id'),
      summary: `Enabled the tier ${tier.name}`,
    });
  });

  it('pages newest first by cursor, filters by actor and time, and is read only with audit:read', async () => {
    const { tiers } = await seededPromotion(service);
    for (let i = 0; i < 3; i++) {
      clock.advance(60);
      await service.request(`/v1/promotions/tiers/${tiers[2]!.id}/${i % 2 ? 'disable' : 'enable'}`, {
        method: 'POST',
        headers: appHeaders,
      });
    }
    const since = new Date(clock.now().getTime() - 90_000).toISOString();
    const first = await auditOf(`actor=key:${testKeys.app_id}&from=${since}&limit=1`);
    expect(first.has_more).toBe(true);
    const second = await auditOf(
      `actor=key:${testKeys.app_id}&from=${since}&limit=5&starting_after=${first.more_starting_after}`,
    );
    expect(second.has_more).toBe(false);
    expect([...first.data, ...second.data].map((e) => e.action)).toEqual([
      'promotion_tier.enabled',
      'promotion_tier.disabled',
    ]);

    const viewer = await personHeaders(service, 'viewer@example.com');
    const refused = await service.request(`/promodesk/projects/${project}/audit`, { headers: viewer });
    expect(refused.status).toBe(403);
  });

  it('exports the filtered entries as CSV', async () => {
    await service.request(
      '/management/v1/projects/users/invite',
      jsonRequest(
        'POST',
        {
          email: 'csv@example.com',
          first_name: '=HYPERLINK("x")',
          last_name: 'Doe',
          projects: { [project]: 'VIEWER' },
        },
        managementHeaders,
      ),
    );
    const response = await service.request(`/promodesk/projects/${project}/audit/export?action=invitation.created`, {
      headers: managementHeaders,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,actor,actor_name,action,resource_type,resource_id,summary,request_id,address');
    expect(
      lines.some(
        (line) =>
          line.includes(',invitation.created,invitation,') && line.includes('Invited csv@example.com as VIEWER'),
      ),
    ).toBe(true);
  });
});

describe('member changes', () => {
  const userId = async (email: string) =>
    (await service.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  it('name whose role changed and who was removed, and the person who did it, in the list and the CSV', async () => {
    const owner = await personHeaders(service, 'owner@example.com');
    clock.advance(1);
    const change = await service.request(
      `/promodesk/projects/${project}/members/${await userId('merchant@example.com')}/role`,
      jsonRequest('PUT', { role: 'USER' }, owner),
    );
    expect(change.status).toBe(204);
    clock.advance(1);
    const removal = await service.request(
      `/promodesk/projects/${project}/members/${await userId('restricted@example.com')}`,
      { method: 'DELETE', headers: managementHeaders },
    );
    expect(removal.status).toBe(204);

    const { data } = await auditOf('action=member.');
    expect(data.map((e) => [e.action, e.actor_name, e.summary])).toEqual([
      ['member.removed', null, 'Removed Rita Restricted (restricted@example.com) from the project'],
      ['member.role_changed', 'Olivia Owner', 'Role of Mateo Merchant (merchant@example.com) changed to USER'],
    ]);
    expect(data[0]!.actor).toMatch(/^management:/);

    const csv = await service.request(`/promodesk/projects/${project}/audit/export?action=member.role_changed`, {
      headers: managementHeaders,
    });
    const [, line] = (await csv.text()).trimEnd().split('\r\n');
    expect(line).toMatch(/,user:usr_[^,]+,Olivia Owner,member\.role_changed,user,/);
    expect(line).toContain('Role of Mateo Merchant (merchant@example.com) changed to USER');
  });
});

describe('another project', () => {
  it('is a 404 for an unknown project, list and CSV, and its entries are no cursor for this one', async () => {
    for (const path of ['audit', 'audit/export'])
      await expectError(service.request(`/promodesk/projects/proj_nope/${path}`, { headers: managementHeaders }), 404);
    const projects = await readAs(
      service.request('/management/v1/projects', { headers: managementHeaders }),
      z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
      200,
    );
    const staging = projects.data.find((p) => p.name === 'Staging')!.id;
    const origins = { origins: ['https://staging-shop.example.com'] };
    await service.request(
      `/promodesk/projects/${staging}/client-origins`,
      jsonRequest('PUT', origins, managementHeaders),
    );
    const stagingEntries = await readAs(
      service.request(`/promodesk/projects/${staging}/audit`, { headers: managementHeaders }),
      auditListSchema,
      200,
    );
    const cursor = stagingEntries.data[0]!.id;
    await expectError(
      service.request(`/promodesk/projects/${project}/audit?starting_after=${cursor}`, { headers: managementHeaders }),
      404,
    );
  });
});

describe('account-wide entries', () => {
  it("show a member's sign-ins, failed ones too, on the project's page", async () => {
    await service.request(
      '/promodesk/sign-in',
      jsonRequest('POST', { email: 'merchant@example.com', password: 'wrong password' }, {}),
    );
    clock.advance(1);
    await personHeaders(service, 'merchant@example.com');
    const { data } = await auditOf('action=sign_in.');
    const merchant = data.filter((e) => e.summary.includes('merchant@example.com'));
    expect(merchant.map((e) => e.action)).toEqual(['sign_in.succeeded', 'sign_in.failed']);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acceptLinkSchema,
  accountSessionSchema,
  invitationDetailsSchema,
  teamSchema,
} from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { jsonRequest, managementHeaders, testKeys, testPassword } from '../../testing/harness.ts';
import { readAs } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { customRoles } from '../../store/schema/access.ts';
import { auditEntries, memberships, users } from '../../store/schema/people.ts';

const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now });
const project = testKeys.project_id;
let sequence = 0;
const newEmail = () => `person-${++sequence}@example.com`;

type Headers = Record<string, string>;

async function sessionHeaders(response: Response): Promise<Headers> {
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  const session = accountSessionSchema.parse(await response.json());
  return { cookie, 'x-promodesk-project': project, 'x-csrf-token': session.csrf_token };
}

const signIn = async (email: string, password = testPassword) =>
  sessionHeaders(await service.request('/promodesk/sign-in', jsonRequest('POST', { email, password }, {})));

const invite = (email: string, role: string, headers: Headers = managementHeaders) =>
  service.request(
    '/management/v1/projects/users/invite',
    jsonRequest('POST', { email, first_name: 'Ines', last_name: 'Vited', projects: { [project]: role } }, headers),
  );

async function invitationId(email: string, admin: Headers) {
  const team = await readAs(
    service.request(`/promodesk/projects/${project}/team`, { headers: admin }),
    teamSchema,
    200,
  );
  return team.invitations.find((i) => i.email === email)!.id;
}

/** A fresh accept link for the invitation, as "Copy accept link" gets it. */
async function acceptToken(email: string, admin: Headers) {
  const id = await invitationId(email, admin);
  const link = await readAs(
    service.request(`/promodesk/projects/${project}/invitations/${id}/resend`, { method: 'POST', headers: admin }),
    acceptLinkSchema,
    200,
  );
  expect(link.accept_url).toMatch(/^https:\/\/promodesk\.test\/accept-invitation\?token=[\w-]{43}$/);
  return new URL(link.accept_url).searchParams.get('token')!;
}

const accept = (token: string, password = 'a long enough password') =>
  service.request('/promodesk/invitation/accept', jsonRequest('POST', { token, password }, {}));

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

describe('an invitation becomes a member', () => {
  it('shows projects, role and inviter, then sets a password, signs the person in, and works once', async () => {
    const owner = await signIn('owner@example.com');
    const email = newEmail();
    expect((await invite(email, 'VIEWER', owner)).status).toBe(204);
    const token = await acceptToken(email, owner);

    const details = await readAs(service.request(`/promodesk/invitation?token=${token}`), invitationDetailsSchema, 200);
    expect(details).toMatchObject({
      email,
      projects: [{ id: project, name: 'Promodesk demo', role: 'VIEWER' }],
      invited_by: 'Olivia Owner (owner@example.com)',
    });

    const accepted = await accept(token);
    const person = await sessionHeaders(accepted);
    expect((await service.request('/v1/campaigns', { headers: person })).status).toBe(200);
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toMatchObject({ key: 'invitation_accepted' });
  });

  it('refuses revoked, expired, replaced and unknown links with the reason', async () => {
    const owner = await signIn('owner@example.com');
    const revokedEmail = newEmail();
    await invite(revokedEmail, 'USER', owner);
    const revokedToken = await acceptToken(revokedEmail, owner);
    const id = await invitationId(revokedEmail, owner);
    const revoke = await service.request(`/promodesk/projects/${project}/invitations/${id}/revoke`, {
      method: 'POST',
      headers: owner,
    });
    expect(revoke.status).toBe(204);
    expect(await errorOf(await accept(revokedToken))).toMatchObject({ code: 410, key: 'invitation_revoked' });

    const expiringEmail = newEmail();
    await invite(expiringEmail, 'USER', owner);
    const first = await acceptToken(expiringEmail, owner);
    const second = await acceptToken(expiringEmail, owner);
    expect((await accept(first)).status).toBe(404);

    clock.advance(8 * 86_400);
    const expired = await service.request(`/promodesk/invitation?token=${second}`);
    expect(await errorOf(expired)).toMatchObject({ code: 410, key: 'invitation_expired' });
    expect((await service.request('/promodesk/invitation?token=not-a-token')).status).toBe(404);
    const [user] = await service.database.db.select().from(users).where(eq(users.email, expiringEmail));
    expect(user).toBeUndefined();
  });
});

describe('who may invite and grant what', () => {
  it('refuses people without team:manage, and roles above the inviter’s own', async () => {
    const user = await signIn('user@example.com');
    const refused = await invite(newEmail(), 'VIEWER', user);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ key: 'missing_permission', resource_id: 'team:manage' });

    // A team manager who cannot create campaigns may invite viewers, not ADMINs.
    const [role] = await service.database.db
      .insert(customRoles)
      .values({
        id: 'role_team_lead',
        name: 'Team lead',
        permissions: ['campaigns:read', 'webhooks:read', 'team:manage'],
      })
      .returning();
    const owner = await signIn('owner@example.com');
    const leadEmail = newEmail();
    await invite(leadEmail, role!.id, owner);
    const lead = await sessionHeaders(await accept(await acceptToken(leadEmail, owner)));
    const above = await invite(newEmail(), 'ADMIN', lead);
    expect(above.status).toBe(403);
    expect(await errorOf(above)).toMatchObject({ key: 'role_above_yours', resource_id: 'ADMIN' });
    expect((await invite(newEmail(), 'VIEWER', lead)).status).toBe(204);
  });

  it('writes the audit entry with the change, and nothing for a refused one', async () => {
    const owner = await signIn('owner@example.com');
    const email = newEmail();
    expect((await invite(email, 'MERCHANT', owner)).status).toBe(204);
    expect((await invite(email, 'MERCHANT', owner)).status).toBe(409);
    const entries = await service.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'invitation.created'));
    const mine = entries.filter((e) => e.summary === `Invited ${email} as MERCHANT`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ projectId: project, actor: expect.stringMatching(/^user:usr_/) });
    expect(mine[0]!.requestId).toBeTruthy();
  });
});

describe('changing roles', () => {
  it('takes effect on the next request, and a project always keeps an ADMIN', async () => {
    const owner = await signIn('owner@example.com');
    const email = newEmail();
    await invite(email, 'VIEWER', owner);
    const person = await sessionHeaders(await accept(await acceptToken(email, owner)));
    const template = await service.request(`/management/v1/projects/${project}/templates/campaigns?limit=1`, {
      headers: person,
    });
    const templateId = ((await template.json()) as { data: { id: string }[] }).data[0]!.id;
    const setUp = () =>
      service.request(
        `/v1/templates/campaigns/${templateId}/campaign-setup`,
        jsonRequest('POST', { name: `By ${email}` }, person),
      );
    expect((await setUp()).status).toBe(403);

    const [member] = await service.database.db.select().from(users).where(eq(users.email, email));
    const change = await service.request(
      `/promodesk/projects/${project}/members/${member!.id}/role`,
      jsonRequest('PUT', { role: 'USER' }, owner),
    );
    expect(change.status).toBe(204);
    expect((await setUp()).status).toBe(200);

    const [ownerRow] = await service.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const own = await service.request(
      `/promodesk/projects/${project}/members/${ownerRow!.id}/role`,
      jsonRequest('PUT', { role: 'VIEWER' }, owner),
    );
    expect(await errorOf(own)).toMatchObject({ key: 'own_membership' });
    const admins = await service.database.db.select().from(memberships).where(eq(memberships.role, 'ADMIN'));
    expect(admins.some((m) => m.userId === ownerRow!.id)).toBe(true);
  });
});

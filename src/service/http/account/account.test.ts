import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSessionSchema } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { testKeys, testPassword } from '../../testing/harness.ts';
import { personHeaders, seededPromotion } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { promotionTiers } from '../../store/schema/catalog.ts';

const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now });
const project = testKeys.project_id;

async function signIn(email: string, password = testPassword) {
  const response = await service.request('/promodesk/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response;
}

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

describe('signing in', () => {
  it('sets an httpOnly, SameSite=Lax, Secure host cookie (the service is public over HTTPS) and answers who is signed in where', async () => {
    const response = await signIn('Viewer@Example.com');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-promodesk_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = accountSessionSchema.parse(await response.json());
    expect(session.user.email).toBe('viewer@example.com');
    expect(session.memberships).toEqual([
      {
        project: { id: project, name: 'Promodesk demo' },
        role: 'VIEWER',
        role_name: 'VIEWER',
        permissions: ['campaigns:read', 'webhooks:read'],
      },
    ]);
  });

  it('refuses a wrong password or an unknown email alike, and audits each failure', async () => {
    for (const [email, password] of [
      ['merchant@example.com', 'not the password'],
      ['nobody@example.com', testPassword],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ key: 'invalid_credentials', code: 401 });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const failures = await service.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'sign_in.failed'), eq(auditEntries.resourceId, 'merchant@example.com')));
    expect(failures).toHaveLength(1);
  });

  it('throttles an account after five failures, even for the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn('restricted@example.com', 'wrong password')).status).toBe(401);
    const throttled = await signIn('restricted@example.com');
    expect(throttled.status).toBe(429);
    expect(await errorOf(throttled)).toMatchObject({ key: 'too_many_password_attempts' });
    clock.advance(16 * 60);
    expect((await signIn('restricted@example.com')).status).toBe(200);
  });
});

describe('acting as a signed-in person', () => {
  it("reads with the role's permissions and is refused what the role does not allow, naming the permission", async () => {
    const { tiers } = await seededPromotion(service);
    const viewer = await personHeaders(service, 'viewer@example.com');
    expect((await service.request(`/v1/promotions/tiers/${tiers[0]!.id}`, { headers: viewer })).status).toBe(200);
    const refused = await service.request(`/v1/promotions/tiers/${tiers[3]!.id}/enable`, {
      method: 'POST',
      headers: viewer,
    });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      key: 'missing_permission',
      resource_id: 'promotions:toggle',
      details: expect.stringContaining(
        'Your role VIEWER in Promodesk demo does not allow you to switch promotion tiers',
      ),
    });
    const [tier] = await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, tiers[3]!.id));
    expect(tier!.active).toBe(false);

    const user = await personHeaders(service, 'user@example.com');
    const enabled = await service.request(`/v1/promotions/tiers/${tiers[3]!.id}/enable`, {
      method: 'POST',
      headers: user,
    });
    expect(enabled.status).toBe(200);
    expect(promotionTierSchema.parse(await enabled.json()).active).toBe(true);
  });

  it('refuses a change without the CSRF token, and changes nothing', async () => {
    const { tiers } = await seededPromotion(service);
    const { 'x-csrf-token': _dropped, ...withoutCsrf } = await personHeaders(service, 'owner@example.com');
    const refused = await service.request(`/v1/promotions/tiers/${tiers[2]!.id}/enable`, {
      method: 'POST',
      headers: withoutCsrf,
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).details).toMatch(/CSRF/);
    const [tier] = await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, tiers[2]!.id));
    expect(tier!.active).toBe(false);
  });

  it('refuses a project the person is not a member of, and a request that names no project', async () => {
    const { cookie } = await personHeaders(service, 'merchant@example.com');
    const elsewhere = await service.request('/v1/campaigns', { headers: { cookie, 'x-promodesk-project': 'proj_x' } });
    expect(elsewhere.status).toBe(403);
    expect((await errorOf(elsewhere)).details).toMatch(/not a member of the project proj_x/);
    const nowhere = await service.request('/v1/campaigns', { headers: { cookie } });
    expect(nowhere.status).toBe(403);
  });

  it('ends the session on sign-out, after two idle hours, and everywhere on request', async () => {
    const first = await personHeaders(service, 'user@example.com');
    const second = await personHeaders(service, 'user@example.com');
    const signOut = await service.request('/promodesk/sign-out', {
      method: 'POST',
      headers: { ...first, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(204);
    expect((await service.request('/v1/campaigns', { headers: first })).status).toBe(401);
    expect((await service.request('/v1/campaigns', { headers: second })).status).toBe(200);

    clock.advance(2 * 3600 + 1);
    const idle = await service.request('/v1/campaigns', { headers: second });
    expect(idle.status).toBe(401);
    expect((await errorOf(idle)).details).toMatch(/two idle hours/);

    const third = await personHeaders(service, 'user@example.com');
    const fourth = await personHeaders(service, 'user@example.com');
    await service.request('/promodesk/sign-out', {
      method: 'POST',
      headers: { ...third, 'content-type': 'application/json' },
      body: JSON.stringify({ everywhere: true }),
    });
    expect((await service.request('/v1/campaigns', { headers: fourth })).status).toBe(401);
  });
});

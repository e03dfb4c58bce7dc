import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { acceptLinkSchema, invitationDetailsSchema, teamSchema } from '../../../contract/access.ts';
import { qaClockSchema } from '../../../contract/qa.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { createQaMode } from '../../qa/mode.ts';
import { readConfig } from '../../config.ts';

// The machine's time stands still in this test, so every figure is exact.
const project = testKeys.project_id;
const machineNow = Date.parse('2026-06-01T12:00:00.000Z');
const qa = createQaMode(() => machineNow);
const service = useTestService({ qa, now: qa.now });
const withoutQa = useTestService();

const moveClock = (change: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request('/promodesk/qa/clock', jsonRequest('POST', change, headers));

describe('the QA clock', () => {
  it('moves the time the service decides expiries by, and goes back to the machine time', async () => {
    const moved = await readAs(moveClock({ advance_seconds: 8 * 86_400 }), qaClockSchema, 200);
    expect(moved).toEqual({ now: '2026-06-09T12:00:00.000Z', offset_ms: 8 * 86_400_000, frozen: false });
    expect(await readAs(moveClock({ set: '2030-01-01T00:00:00+01:00' }), qaClockSchema, 200)).toMatchObject({
      now: '2029-12-31T23:00:00.000Z',
    });
    expect(await readAs(moveClock({ reset: true }), qaClockSchema, 200)).toEqual({
      now: '2026-06-01T12:00:00.000Z',
      offset_ms: 0,
      frozen: false,
    });
    expect(
      await readAs(service.request('/promodesk/qa/clock', { headers: managementHeaders }), qaClockSchema, 200),
    ).toMatchObject({ offset_ms: 0 });
  });

  it('makes a pending invitation expire once moved past its seven days', async () => {
    const { token } = await inviteWithLink('expires@example.com');
    await readAs(service.request(`/promodesk/invitation?token=${token}`), invitationDetailsSchema, 200);
    await moveClock({ advance_seconds: 7 * 86_400 + 1 });
    const expired = await readAs(service.request(`/promodesk/invitation?token=${token}`), errorBodySchema, 410);
    expect(expired.key).toBe('invitation_expired');
    await moveClock({ reset: true });
  });

  it('refuses unclear changes and callers without keys, and changes nothing then', async () => {
    for (const body of [{}, { advance_seconds: 1.5 }, { advance_seconds: 1, reset: true }, { set: 'tomorrow' }]) {
      const refused = await readAs(moveClock(body), errorBodySchema, 400);
      expect(refused.code).toBe(400);
    }
    expect((await moveClock({ advance_seconds: 60 }, {})).status).toBe(401);
    expect(qa.storeClock.read().offset_ms).toBe(0);
  });

  it('is on only when PROMODESK_QA is 1', () => {
    expect(readConfig({}).qa).toBe(false);
    expect(readConfig({ PROMODESK_QA: '0' }).qa).toBe(false);
    expect(readConfig({ PROMODESK_QA: '1' }).qa).toBe(true);
    expect(() => readConfig({ PROMODESK_QA: 'yes' })).toThrow(/PROMODESK_QA/);
  });

  it('is not there outside QA mode', async () => {
    const answer = await withoutQa.request(
      '/promodesk/qa/clock',
      jsonRequest('POST', { reset: true }, managementHeaders),
    );
    expect(answer.status).toBe(404);
  });
});

/** Invites a person through the management API and returns the token of a fresh accept link. */
async function inviteWithLink(email: string) {
  const invite = await service.request(
    '/management/v1/projects/users/invite',
    jsonRequest(
      'POST',
      { email, first_name: 'Lea', last_name: 'Ter', projects: { [project]: 'VIEWER' } },
      managementHeaders,
    ),
  );
  expect(invite.status).toBe(204);
  const team = await readAs(
    service.request(`/promodesk/projects/${project}/team`, { headers: managementHeaders }),
    teamSchema,
    200,
  );
  const id = team.invitations.find((i) => i.email === email)!.id;
  const link = await readAs(
    service.request(`/promodesk/projects/${project}/invitations/${id}/resend`, {
      method: 'POST',
      headers: managementHeaders,
    }),
    acceptLinkSchema,
    200,
  );
  return { token: new URL(link.accept_url).searchParams.get('token')! };
}

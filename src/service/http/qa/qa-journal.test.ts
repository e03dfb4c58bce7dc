import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { journalListSchema } from '../../../contract/qa.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem } = useQaProjects();

describe('the QA journal', () => {
  it('journals a project’s requests, secrets hidden, and verifies them', async () => {
    const project = await createProject({ seed: 'journal' });
    await redeem(project, demoCodes.percentOff, 'journal-shopper');
    await service.request('/v1/vouchers/NOPE', { headers: keysOf(project) });
    const journal = await readAs(
      control(`/promodesk/qa/projects/${project.project_id}/journal?method=post&path=/client/v1/*`, 'GET'),
      journalListSchema,
      200,
    );
    expect(journal.data).toHaveLength(1);
    expect(journal.data[0]).toMatchObject({ method: 'POST', path: '/client/v1/redemptions', status: 200 });
    expect(journal.data[0]!.request_id).toMatch(/^v-/);
    const verify = (body: unknown) =>
      control(`/promodesk/qa/projects/${project.project_id}/journal/verify`, 'POST', body);
    expect(
      (
        await verify({
          method: 'POST',
          path: '/client/v1/redemptions',
          body: { customer: { source_id: 'journal-shopper' } },
          count: 1,
        })
      ).status,
    ).toBe(200);
    expect((await verify({ path: '/v1/vouchers/NOPE', status: 404 })).status).toBe(200);
    const failed = await readAs(verify({ path: '/v1/campaigns', at_least: 1 }), errorBodySchema, 417);
    expect(failed.details).toBe(
      "Expected at least 1 request(s) any method /v1/campaigns, and 0 matched. The journal holds the project's last 2 request(s) (at most 1000); the newest: GET /v1/vouchers/NOPE 404, POST /client/v1/redemptions 200.",
    );
    // Control calls are not the project's traffic.
    const all = await readAs(
      control(`/promodesk/qa/projects/${project.project_id}/journal`, 'GET'),
      journalListSchema,
      200,
    );
    expect(all.data.every((e) => !e.path.startsWith('/promodesk/qa'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { demoCalendar } from '../../seed/demo-calendar.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { qaClockSchema } from '../../../contract/qa.ts';
import { jsonRequest, managementHeaders } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, redeem } = useQaProjects();

describe('QA project clocks', () => {
  it('follows the project clock in validity: the demo season is over once the clock passes it', async () => {
    const project = await createProject({ seed: 'late', clock: { freeze: '2027-02-01T00:00:00Z' } });
    const seasonOver = new Date(Date.parse(demoCalendar(new Date('2027-02-01T00:00:00Z')).until) + 1000);
    await control(`/promodesk/qa/projects/${project.project_id}/clock`, 'POST', { set: seasonOver.toISOString() });
    const refused = await redeem(project, demoCodes.percentOff);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/expired/);
    // The demo project keeps the store's time.
    expect((await readAs(control('/promodesk/qa/clock', 'GET'), qaClockSchema, 200)).frozen).toBe(false);
  });

  it('keeps invitation links on the store clock, whatever the clock of the project they were sent from', async () => {
    const project = await createProject({ seed: 'inviting', clock: { freeze: '2026-01-05T09:00:00Z' } });
    const email = 'qa-invited@example.com';
    const invited = await service.request(
      '/management/v1/projects/users/invite',
      jsonRequest(
        'POST',
        { email, first_name: 'Q', last_name: 'A', projects: { [project.project_id]: 'VIEWER' } },
        managementHeaders,
      ),
    );
    expect(invited.status).toBe(204);
    const team = await (await control(`/promodesk/projects/${project.project_id}/team`, 'GET')).json();
    const invitation = team.invitations.find((i: { email: string }) => i.email === email);
    const link = await (
      await control(`/promodesk/projects/${project.project_id}/invitations/${invitation.id}/resend`, 'POST')
    ).json();
    const token = new URL(link.accept_url).searchParams.get('token');
    // Sent from a project whose clock stands months back, the link still lasts seven days from now.
    expect((await service.request(`/promodesk/invitation?token=${token}`)).status).toBe(200);
  });
});

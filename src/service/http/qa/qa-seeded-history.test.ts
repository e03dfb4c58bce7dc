import { describe, expect, it } from 'vitest';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { control, createProject, redeem, redemptionsOf } = useQaProjects();

describe("a QA project's seeded history", () => {
  it("seeds a compact history relative to the day of the project's clock, whatever its year", async () => {
    const frozen = '2031-03-14T10:00:00.000Z';
    const project = await createProject({ seed: 'historic', clock: { freeze: frozen } });
    const day = (offset: number) => new Date(Date.parse(frozen) + offset * 86_400_000).toISOString().slice(0, 10);
    const figures = await readAs(
      control(`/promodesk/projects/${project.project_id}/overview?from=${day(-29)}&to=${day(0)}`, 'GET'),
      projectOverviewSchema,
      200,
    );
    expect(figures.totals.succeeded).toBeGreaterThan(0);
    expect(figures.totals.failed).toBeGreaterThan(0);
    expect(figures.totals.rolled_back).toBeGreaterThan(0);
    expect(figures.days.at(-1)).toMatchObject({ succeeded: 0, failed: 0, rolled_back: 0 });
    expect(figures.alerts.expiring_campaigns.map((c) => c.name)).toEqual(['Flash sale']);
    expect(figures.alerts.nearly_used_up.map((c) => c.code)).toContain(demoCodes.flashSale);
    const { redemptions } = await redemptionsOf(project);
    const dates = redemptions.map((r) => r.date).sort();
    expect(dates[0]! >= day(-90)).toBe(true);
    expect(dates.at(-1)! < day(0)).toBe(true);
    // Its programs are open on its clock: a redemption goes through.
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
  });
});

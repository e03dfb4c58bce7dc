import { describe, expect, it } from 'vitest';
import { demoCodes } from '../../seed/demo-codes.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { control, createProject, redeem } = useQaProjects();

describe("a QA reset racing its own project's requests", () => {
  it('answers every request cleanly, never a 500, and the reset itself succeeds', async () => {
    const project = await createProject({ seed: 'reset-race' });
    for (let round = 0; round < 3; round++) {
      const requests = Array.from({ length: 12 }, (_, i) =>
        redeem(project, demoCodes.percentOff, `racer-${round}-${i}`),
      );
      const reset = control('/promodesk/qa/reset', 'POST', { project_id: project.project_id });
      const answers = await Promise.all([...requests, reset]);
      const failed = answers.filter((a) => a.status >= 500);
      for (const answer of failed) expect.soft(await answer.text()).toBe('no server error');
      expect(failed).toHaveLength(0);
      expect((await reset).status).toBe(200);
    }
  });
});

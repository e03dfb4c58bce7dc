import { describe, expect, it } from 'vitest';
import { carryProject, validateProjectSearch } from './project-search.ts';
import { chooseProject } from './session.ts';

describe('the project a URL carries', () => {
  it('keeps a named project and drops anything else', () => {
    expect(validateProjectSearch({ project: 'proj_b', q: 'x' })).toEqual({ project: 'proj_b' });
    expect(validateProjectSearch({ project: '' })).toEqual({});
    expect(validateProjectSearch({ project: 7 })).toEqual({});
    expect(validateProjectSearch({})).toEqual({});
  });

  it("fills in the tab's project on a link that names none, and keeps one a link names", () => {
    chooseProject('proj_a');
    const next = <T>(search: T) => search;
    expect(carryProject({ search: {}, next })).toEqual({ project: 'proj_a' });
    expect(carryProject({ search: { project: 'proj_b' }, next })).toEqual({ project: 'proj_b' });
  });
});

import type { SearchMiddleware } from '@tanstack/react-router';
import { getShownProject } from './session.ts';

/*
 * The `?project=` every project-scoped page's URL carries, so a link opens the project it was copied in (the layout
 * route `/_app` switches to it, or says the person is not a member). Not zod: this is part of the first load, and
 * zod otherwise loads with the pages that have forms.
 */
export type ProjectSearch = { project?: string };

export const validateProjectSearch = (search: Record<string, unknown>): ProjectSearch =>
  typeof search.project === 'string' && search.project ? { project: search.project } : {};

/** Fills in the tab's project on every link and navigation that does not name one itself. */
export const carryProject: SearchMiddleware<ProjectSearch> = ({ search, next }) => {
  const result = next(search);
  return { ...result, project: result.project ?? getShownProject() };
};

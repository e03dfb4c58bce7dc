/*
 * The browser's side of a dashboard session. The session itself is an httpOnly cookie this code never sees. What
 * lives here: the project the person works in (not a secret: localStorage, so a new tab or a shared link opens the
 * same project) and the session's CSRF token (memory only; every tab reads it from GET /promodesk/session).
 */
const PROJECT_KEY = 'promodesk.project';
let csrfToken: string | undefined;
let shownProjectId: string | undefined;

export const setCsrfToken = (token: string | undefined) => {
  csrfToken = token;
};
export const getCsrfToken = () => csrfToken;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export const getChosenProjectId = (): string | null => storage()?.getItem(PROJECT_KEY) ?? null;

/** The project this tab works in from now on (and the next tab opens). */
export function chooseProject(projectId: string): void {
  storage()?.setItem(PROJECT_KEY, projectId);
  shownProjectId = projectId;
}

/*
 * The project this tab has been showing since the session started (memory only). When a fresh copy of the session
 * no longer lists it, the person lost access while working, which deserves a page of its own; a choice left in
 * localStorage by an earlier session or person only falls back to their first project. Links carry it (`?project=`).
 */

export const setShownProject = (projectId: string | undefined) => {
  shownProjectId = projectId;
};
export const getShownProject = () => shownProjectId;

/**
 * How far the service's clock for the chosen project stands from this browser's. In QA mode the service names the
 * project's time on every answer (`X-Promodesk-Clock`), so a page under test follows a project clock a suite moved
 * or froze; elsewhere the header is absent and the browser's own time is used.
 */
let offsetMs = 0;

/** Takes the time an answer carried, if any. */
export function followServiceClock(header: string | null) {
  const at = header ? Date.parse(header) : Number.NaN;
  if (!Number.isNaN(at)) offsetMs = at - Date.now();
}

/** Now, as the service's clock for the chosen project reads it (ms since the epoch). */
export const serviceNow = () => Date.now() + offsetMs;

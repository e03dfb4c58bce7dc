import type { z } from 'zod';
import type { FieldError } from './common.ts';

/**
 * The rules every validity window keeps, written once: the setup and update requests refine with them, the
 * operations judge the window they are about to store with them (a change merged with what the campaign or the
 * template already has), and the dashboard's forms get them through the request schemas they pipe into.
 */
export const validityWindowMessages = {
  endsAfterStart: 'The campaign must end after it starts',
  timeframeNeedsStart: 'A repeating timeframe needs a start date',
} as const;

/**
 * The fields the rules read. `null` is "none"; `undefined` is "not stated" (a change that keeps what is there), so a
 * rule that needs the field is not judged. A whole window, where a field left out is none, goes through `wholeWindow`.
 */
export interface StatedWindow {
  start_date?: string | null | undefined;
  expiration_date?: string | null | undefined;
  validity_timeframe?: object | null | undefined;
}

/** What is wrong with a window, each problem at its field. */
export function validityWindowIssues(window: StatedWindow): FieldError[] {
  const issues: FieldError[] = [];
  const { start_date, expiration_date, validity_timeframe } = window;
  // Instants, not text: the two may be written with different offsets.
  if (start_date && expiration_date && Date.parse(start_date) >= Date.parse(expiration_date))
    issues.push({ path: 'expiration_date', message: validityWindowMessages.endsAfterStart });
  if (validity_timeframe && start_date === null)
    issues.push({ path: 'start_date', message: validityWindowMessages.timeframeNeedsStart });
  return issues;
}

/** A stored or merged window, whose fields left out are none, in the terms `validityWindowIssues` judges. */
export const wholeWindow = (window: StatedWindow): StatedWindow => ({
  start_date: window.start_date ?? null,
  expiration_date: window.expiration_date ?? null,
  validity_timeframe: window.validity_timeframe ?? null,
});

/** The rules as a zod refinement of a request that states some of the window's fields. */
export function refineValidityWindow(request: StatedWindow, context: z.RefinementCtx): void {
  for (const issue of validityWindowIssues(request))
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

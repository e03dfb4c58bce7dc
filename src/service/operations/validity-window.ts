import { validityWindowIssues, wholeWindow } from '../../contract/validity-window.ts';
import type { Validity } from '../../contract/common.ts';
import { invalidPayload } from './failures.ts';

/**
 * The window a campaign is about to keep (a change merged with what it or its template had), refused with the
 * contract's words when it breaks a validity rule: a request can be sound on its own and still clash with the rest.
 */
export function checkedWindow(window: Validity): Validity {
  const issues = validityWindowIssues(wholeWindow(window));
  if (issues.length) throw invalidPayload(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), issues);
  return window;
}

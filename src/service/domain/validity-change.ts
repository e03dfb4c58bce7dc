import type { z } from 'zod';
import { validityFields, type Validity, type validityChangeFields } from '../../contract/common.ts';

/** A request's changes to a validity window: `null` removes a field, a value replaces it, `undefined` keeps it. */
export type ValidityChange = { [K in keyof typeof validityChangeFields]?: z.infer<(typeof validityChangeFields)[K]> };

const validityKeys = Object.keys(validityFields) as (keyof Validity)[];

/**
 * The window with the request's changes (a `null` in `current`, as a template may hold, is none as well). Built from the contract's list of validity fields, so no other key of the
 * request ever names a property. The result still has to pass `validityWindowIssues` (contract) before it is kept.
 */
export function changedValidity(current: ValidityChange, change: ValidityChange): Validity {
  return Object.fromEntries(
    validityKeys.flatMap((key) => {
      const value = change[key] === undefined ? current[key] : change[key];
      return value === null || value === undefined ? [] : [[key, value]];
    }),
  ) as Validity;
}

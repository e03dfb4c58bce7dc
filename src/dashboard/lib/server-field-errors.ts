import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The service words each 400 `details` as `field.path: reason`, several joined by `; ` (see describeZodError). */
export function parseErrorDetails(details: string): FieldIssue[] {
  return details.split('; ').flatMap((part) => {
    const match = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s.exec(part.trim());
    return match ? [{ path: match[1]!, message: match[2]! }] : [];
  });
}

type FormAccess<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setError'>;

/**
 * Puts each field the service named in a 400 on the form's own field. A path deeper than the form models (a
 * metadata key inside the key/value editor) lands on the nearest field that exists. Returns how many landed, so
 * the caller knows whether the alert above the form is the only place the problem shows.
 */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, form: FormAccess<T>): number {
  if (!(error instanceof ApiError) || error.status !== 400) return 0;
  let landed = 0;
  for (const issue of parseErrorDetails(error.details)) {
    const segments = issue.path.split('.');
    while (segments.length > 0 && form.getValues(segments.join('.') as FieldPath<T>) === undefined) segments.pop();
    if (segments.length === 0) continue;
    form.setError(
      segments.join('.') as FieldPath<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: landed === 0 },
    );
    landed += 1;
  }
  return landed;
}

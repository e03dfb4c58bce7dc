import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error.ts';

type FormAccess<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setError'>;

/**
 * The form field a service path lands on: the path itself, or the nearest enclosing field the form has (a metadata
 * key inside the key/value editor lands on the editor). Undefined when the form has no field on the way.
 */
function nearestField<T extends FieldValues>(path: string, getValues: FormAccess<T>['getValues']) {
  const segments = path === '' ? [] : path.split('.');
  // A path from the service is only known to be a form path once the form answers it with a value.
  while (segments.length > 0 && getValues(segments.join('.') as FieldPath<T>) === undefined) segments.pop();
  return segments.length > 0 ? (segments.join('.') as FieldPath<T>) : undefined;
}

/**
 * Puts each field error of a 400 (the body's `errors`) on the form's own field. Returns how many landed, so the
 * caller knows whether the alert above the form is the only place the problem shows.
 */
export function setServerFieldErrors<T extends FieldValues>(error: unknown, form: FormAccess<T>): number {
  if (!(error instanceof ApiError) || error.status !== 400) return 0;
  let landed = 0;
  for (const issue of error.errors ?? []) {
    const field = nearestField(issue.path, form.getValues);
    if (!field) continue;
    form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: landed === 0 });
    landed += 1;
  }
  return landed;
}

/**
 * The failure as the alert above a form shows it: a 400's field errors without those `setServerFieldErrors` put on
 * a field, so each problem shows once.
 */
export function unplacedFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<FormAccess<T>, 'getValues'>,
): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return error;
  return error.withFieldErrors(error.errors.filter((issue) => !nearestField(issue.path, form.getValues)));
}

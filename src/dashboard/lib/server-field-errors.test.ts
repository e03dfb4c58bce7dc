import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '../../contract/common.ts';
import { ApiError } from './api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from './server-field-errors.ts';

const invalid = (errors: FieldError[]) =>
  new ApiError(400, {
    code: 400,
    key: 'invalid_payload',
    message: 'Invalid payload',
    details: errors.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    request_id: 'r1',
    errors,
  });

describe('setServerFieldErrors', () => {
  const values: Record<string, unknown> = {
    vouchers_count: '50',
    metadata: [{ key: 'a', value: 'b' }],
    voucher: { code_config: { length: '1' } },
    'a-b': 'x',
    name: 'n',
    description: 'd',
    category: 'c',
  };
  const getValues = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
  const form = (setError = vi.fn()) => ({ getValues: getValues as never, setError });

  it('lands each issue on its field, or on the nearest field the form has', () => {
    const setError = vi.fn();
    const landed = setServerFieldErrors(
      invalid([
        { path: 'vouchers_count', message: 'cannot produce 50 codes' },
        { path: 'metadata.colour', message: 'not allowed' },
        { path: 'voucher.code_config.length', message: 'Too small' },
      ]),
      form(setError),
    );
    expect(landed).toBe(3);
    expect(setError.mock.calls.map(([path, error]) => [path, error.message])).toEqual([
      ['vouchers_count', 'cannot produce 50 codes'],
      ['metadata', 'not allowed'],
      ['voucher.code_config.length', 'Too small'],
    ]);
  });

  it('reaches a key with "-", a message with "; " and a sixth issue, none of which a details string could carry', () => {
    const setError = vi.fn();
    const issues = [
      { path: 'a-b', message: 'Not allowed' },
      { path: 'name', message: 'Too long; use at most 100 characters' },
      { path: 'description', message: 'Too long' },
      { path: 'category', message: 'Unknown' },
      { path: 'vouchers_count', message: 'Too big' },
      { path: 'voucher.code_config.length', message: 'Too small' },
    ];
    expect(setServerFieldErrors(invalid(issues), form(setError))).toBe(6);
    expect(setError.mock.calls.map(([path, error]) => ({ path, message: error.message }))).toEqual(issues);
  });

  it('ignores anything but a 400, and fields the form does not have', () => {
    const setError = vi.fn();
    const conflict = new ApiError(409, {
      code: 409,
      key: 'duplicate_found',
      message: 'Duplicate',
      details: 'name: taken',
      request_id: '',
      errors: [{ path: 'name', message: 'taken' }],
    });
    expect(setServerFieldErrors(conflict, form(setError))).toBe(0);
    expect(setServerFieldErrors(invalid([{ path: 'access_settings', message: 'not enabled' }]), form(setError))).toBe(
      0,
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('leaves for the alert only the issues no field took', () => {
    const error = invalid([
      { path: 'vouchers_count', message: 'Too big' },
      { path: 'access_settings', message: 'not enabled' },
      { path: '', message: 'Send a body' },
    ]);
    const left = unplacedFieldErrors(error, form());
    expect(left).toBeInstanceOf(ApiError);
    expect(left).toMatchObject({
      status: 400,
      message: 'Invalid payload',
      request_id: 'r1',
      errors: [
        { path: 'access_settings', message: 'not enabled' },
        { path: '', message: 'Send a body' },
      ],
    });
    const other = new Error('offline');
    expect(unplacedFieldErrors(other, form())).toBe(other);
  });
});

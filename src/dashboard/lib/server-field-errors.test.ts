import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseErrorDetails, setServerFieldErrors } from './server-field-errors.ts';

const invalid = (details: string) =>
  new ApiError(400, { code: 400, key: 'invalid_payload', message: 'Invalid payload', details, request_id: 'r1' });

describe('parseErrorDetails', () => {
  it('reads the field paths the service names', () => {
    expect(parseErrorDetails('vouchers_count: Too big; voucher.code_config.length: Too small')).toEqual([
      { path: 'vouchers_count', message: 'Too big' },
      { path: 'voucher.code_config.length', message: 'Too small' },
    ]);
    expect(parseErrorDetails('Malformed request body')).toEqual([]);
  });
});

describe('setServerFieldErrors', () => {
  const values: Record<string, unknown> = {
    vouchers_count: '50',
    metadata: [{ key: 'a', value: 'b' }],
    voucher: { code_config: { length: '1' } },
  };
  const getValues = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

  it('lands each issue on its field, or on the nearest field the form has', () => {
    const setError = vi.fn();
    const landed = setServerFieldErrors(
      invalid(
        'vouchers_count: cannot produce 50 codes; metadata.colour: not allowed; voucher.code_config.length: Too small',
      ),
      {
        getValues: getValues as never,
        setError,
      },
    );
    expect(landed).toBe(3);
    expect(setError.mock.calls.map(([path, error]) => [path, error.message])).toEqual([
      ['vouchers_count', 'cannot produce 50 codes'],
      ['metadata', 'not allowed'],
      ['voucher.code_config.length', 'Too small'],
    ]);
  });

  it('ignores anything but a 400, and fields the form does not have', () => {
    const setError = vi.fn();
    const conflict = new ApiError(409, {
      code: 409,
      key: 'duplicate_found',
      message: 'Duplicate',
      details: 'name: taken',
      request_id: '',
    });
    expect(setServerFieldErrors(conflict, { getValues: getValues as never, setError })).toBe(0);
    expect(
      setServerFieldErrors(invalid('access_settings: not enabled'), { getValues: getValues as never, setError }),
    ).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});

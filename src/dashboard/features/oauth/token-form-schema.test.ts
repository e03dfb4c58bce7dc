import { describe, expect, it } from 'vitest';
import { tokenFormSchema } from './token-form-schema.ts';

describe('token form', () => {
  it('joins the picked scopes with spaces for the client_credentials grant', () => {
    expect(tokenFormSchema.parse({ scopes: ['vouchers', 'client_redeem'] })).toEqual({
      grant_type: 'client_credentials',
      scope: 'vouchers client_redeem',
    });
  });

  it('refuses an empty pick and a value that is not a scope', () => {
    expect(tokenFormSchema.safeParse({ scopes: [] }).success).toBe(false);
    expect(tokenFormSchema.safeParse({ scopes: ['everything'] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { predefinedRoles } from '../../contract/invitation.ts';
import { roleWords } from './role-words.ts';

describe('roleWords', () => {
  it('names every predefined role in words, never by its code', () => {
    expect(roleWords('USER_RESTRICTED')).toBe('Restricted user');
    expect(roleWords('ADMIN')).toBe('Admin');
    for (const role of predefinedRoles) expect(roleWords(role)).not.toMatch(/^[A-Z_]+$/);
  });

  it('shows a custom role by the name its account gave it', () => {
    expect(roleWords('Store managers')).toBe('Store managers');
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './passwords.ts';

describe('password hashes', () => {
  it('are made at OWASP’s scrypt cost, and say so in the stored text', async () => {
    const hash = await hashPassword('correct horse battery', 'owasp');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await passwordMatches('correct horse battery', hash)).toBe(true);
    expect(await passwordMatches('correct horse battery!', hash)).toBe(false);
  });

  it('verify by the parameters they carry, whatever cost new hashes are made at', async () => {
    const low = await hashPassword('correct horse battery', 'low');
    expect(low).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await passwordMatches('correct horse battery', low)).toBe(true);
    expect(await passwordMatches('correct horse', low)).toBe(false);
  });
});

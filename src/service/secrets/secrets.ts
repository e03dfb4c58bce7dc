import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Keys and tokens are long random strings, so one SHA-256 is enough to make a stolen table useless
 * (a slow KDF would only protect guessable passwords, and would cost every request).
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Constant-time comparison of two plain secrets (e.g. an export's download token). */
export function sameSecret(presented: string, expected: string): boolean {
  return secretMatches(presented, hashSecret(expected));
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are hashed with scrypt as Node's crypto (OpenSSL) implements it, at OWASP's recommended cost
 * (N = 2^17, r = 8, p = 1: 128 MiB and about 0.4 s here). The stored text carries its parameters, so a later
 * cost increase still verifies older hashes.
 */
const cost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 64;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const presented = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Verifying against this when the email is unknown keeps the answer's timing the same as a wrong password's. */
export const unknownUserHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`;

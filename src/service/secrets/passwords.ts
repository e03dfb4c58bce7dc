import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are hashed with scrypt as Node's crypto (OpenSSL) implements it, at OWASP's recommended cost
 * (N = 2^17, r = 8, p = 1: 128 MiB and about 0.4 s here). The stored text carries its parameters, so a hash made
 * at any cost still verifies.
 *
 * `low` (1 MiB, a few ms) exists only for a service started for tests on a throw-away in-memory database, where
 * full-cost hashing made browser journeys time out on a busy machine; the configuration refuses it anywhere else.
 */
export type PasswordCost = 'owasp' | 'low';

const parameters: Record<PasswordCost, ScryptParameters> = {
  owasp: { N: 2 ** 17, r: 8, p: 1 },
  low: { N: 2 ** 10, r: 8, p: 1 },
};
type ScryptParameters = { N: number; r: number; p: number };
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptParameters): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const stored = ({ N, r, p }: ScryptParameters, salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;

export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  return stored(parameters[cost], salt, await derive(password, salt, parameters[cost]));
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const presented = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Verifying against this when the email is unknown keeps the answer's timing the same as a wrong password's. */
export const unknownUserHash = (cost: PasswordCost) =>
  stored(parameters[cost], Buffer.alloc(16), Buffer.alloc(keyLength));

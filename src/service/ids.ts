import { randomBytes, randomInt } from 'node:crypto';
import { qaScope } from './qa/context.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random URL-safe text; rejection sampling keeps every character equally likely. */
export function randomText(length: number, charset = alphabet): string {
  const limit = 256 - (256 % charset.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += charset[byte % charset.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A webhook's signing secret: 256 random bits in hex. */
export const newWebhookSecret = () => randomBytes(32).toString('hex');

/**
 * An id with the interface's prefix, e.g. `camp_…`, `promo_…`. In a QA project's request the project's seeded
 * source makes it, so a suite gets the same ids for the same requests.
 */
export function newId(prefix: string, length = 24) {
  const qaIds = qaScope.getStore()?.ids;
  return qaIds ? qaIds.id(prefix, length) : `${prefix}${randomText(length)}`;
}

/**
 * A webhook event's id: random even in QA mode (it is the deliveries' idempotency key, which a reset must not draw
 * again), and noted in a QA request's scope so the journal links the request to the events it caused.
 */
export function newWebhookEventId() {
  const id = `evt_${randomText(24)}`;
  qaScope.getStore()?.webhookEvents?.push(id);
  return id;
}

/** A uniform integer in [0, n) for choices such as code characters; seeded in a QA project's request. */
export const randomIndex = (n: number) => qaScope.getStore()?.ids?.index(n) ?? randomInt(n);

// Request ids draw from a pool of random bytes: one system call per 455 ids instead of one per request.
let idPool = Buffer.alloc(0);
let idOffset = 0;

/** The hosted service's request id shape: `v-` and 18 hex digits. */
export function newRequestId() {
  if (idOffset + 9 > idPool.length) {
    idPool = randomBytes(4095);
    idOffset = 0;
  }
  idOffset += 9;
  return `v-${idPool.toString('hex', idOffset - 9, idOffset)}`;
}

/**
 * An id whose first characters are `at` in hex, so ids sort in time order: bin entries (`tbe_…`) page by id, and
 * newest first means the last one deleted.
 */
export const newTimeOrderedId = (prefix: string, at: Date) =>
  newId(`${prefix}${at.getTime().toString(16).padStart(12, '0')}`, 12);

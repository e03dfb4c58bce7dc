import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { firstInternalAddress, webhookTargetProblem } from '../domain/webhook-targets.ts';

/** Resolves a host name to every address it has, like `dns.lookup(name, { all: true })`. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

export type SendOptions = {
  resolve: Resolver;
  /** Loopback and private addresses may be called (`PROMODESK_WEBHOOK_ALLOW_PRIVATE=1`). */
  allowPrivate: boolean;
  /** For connecting and the whole response. */
  timeoutMs: number;
};

export type SendResult = { responseCode: number | null; durationMs: number; error: string | null };

/**
 * Host name lookups run on libuv's small thread pool (shared with password hashing and file reads) and cannot be
 * cancelled: at most this many are under way at once, counting those an attempt stopped waiting for, so a resolver
 * that hangs never starves the rest of the process. An attempt waits for a free lookup within its time limit.
 */
const maxLookups = 2;
let lookupsUnderWay = 0;
let waiters: (() => void)[] = [];

function releaseLookup() {
  lookupsUnderWay--;
  // Every waiter looks again: one whose attempt gave up meanwhile must not swallow the wake-up.
  const woken = waiters;
  waiters = [];
  woken.forEach((wake) => wake());
}

async function lookUp(host: string, options: SendOptions) {
  const deadline = performance.now() + options.timeoutMs;
  const late = `${host} did not resolve within ${options.timeoutMs / 1000} s`;
  while (lookupsUnderWay >= maxLookups)
    await within(new Promise<void>((wake) => waiters.push(wake)), deadline - performance.now(), late);
  lookupsUnderWay++;
  return within(options.resolve(host).finally(releaseLookup), deadline - performance.now(), late);
}

/** How much of a response is read before the connection is dropped: receivers' answers are not kept. */
const maxResponseBytes = 4096;

/**
 * The address to connect to: the target's own when it is an IP literal, else what its name resolves to now. The
 * target is judged as at configuration (a configuration saved under older rules included), then every resolved
 * address must be public (unless allowed), so a name with one private address among public ones is refused.
 */
async function pinnedAddress(url: URL, options: SendOptions) {
  const problem = webhookTargetProblem(url.href, options.allowPrivate);
  if (problem) throw new Error(`${url.host} is refused: ${problem}; nothing was sent`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookUp(host, options);
  if (addresses.length === 0) throw new Error(`${host} resolves to no address`);
  const internal = firstInternalAddress(
    addresses.map((a) => a.address),
    options.allowPrivate,
  );
  if (internal) throw new Error(`${host} resolves to a private address (${internal}); nothing was sent`);
  return addresses[0]!;
}

/** A slow resolver counts against the attempt's time too. */
function within<T>(promise: Promise<T>, ms: number, message: string) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * POSTs one webhook body, connecting only to the address checked above: the request's `lookup` answers that
 * address, so a DNS answer changed between check and connect (rebinding) cannot redirect it. The Host header and
 * the TLS server name stay the URL's. Redirects are not followed; the response body is read up to 4 KiB and
 * dropped. Never throws: failures come back as `error`.
 */
export async function sendWebhook(
  targetUrl: string,
  body: Buffer,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = new URL(targetUrl);
    const pinned = await pinnedAddress(url, options);
    const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) =>
      lookupOptions.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family);
    const requestOptions: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
      lookup: pinnedLookup,
      agent: false,
    };
    const late = new Error(`No answer within ${options.timeoutMs / 1000} s`);
    const responseCode = await post(url, body, requestOptions, Math.max(options.timeoutMs - elapsed(), 1), late);
    return {
      responseCode,
      durationMs: elapsed(),
      error: responseCode < 300 && responseCode >= 200 ? null : `HTTP ${responseCode}`,
    };
  } catch (error) {
    return { responseCode: null, durationMs: elapsed(), error: error instanceof Error ? error.message : String(error) };
  }
}

function post(url: URL, body: Buffer, requestOptions: RequestOptions, timeoutMs: number, late: Error) {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, requestOptions, (res: IncomingMessage) => {
      let received = 0;
      const done = () => {
        clearTimeout(deadline);
        resolve(res.statusCode ?? 0);
      };
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxResponseBytes) {
          res.destroy();
          done();
        }
      });
      // After the end of the body, or after it was cut off: either way the status line has been answered.
      res.on('close', done);
    });
    const deadline = setTimeout(() => req.destroy(late), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.end(body);
  });
}

import { isIP } from 'node:net';

/*
 * Where a webhook may be delivered. A configuration naming a loopback, private, link-local or otherwise internal
 * address would let anyone who can configure webhooks make the service call into its own network (SSRF), so such
 * targets are refused unless local receivers are allowed. Names are checked here as written; delivery checks the
 * addresses a name resolves to as well.
 */

const blockedNames = ['localhost', 'localhost.localdomain', 'metadata.google.internal'];

function ipv4Internal(address: string) {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Whether an IP address (v4 or v6) is not on the public internet. */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return ipv4Internal(address);
  if (version !== 6) return true;
  const lower = address.toLowerCase();
  // IPv4 inside IPv6, dotted or (as URLs normalize it) in hex: ::ffff:10.0.0.1 = ::ffff:a00:1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return ipv4Internal(mapped[1]!);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const [high, low] = [parseInt(hexMapped[1]!, 16), parseInt(hexMapped[2]!, 16)];
    return ipv4Internal(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith('ff')
  );
}

/** Why a webhook cannot target `url`, in words for the error's details; undefined when it can. */
export function webhookTargetProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a web address such as https://example.com/webhooks';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Use an http or https address';
  if (parsed.username || parsed.password) return 'Leave user names and passwords out of the address';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const internal = isIP(host)
    ? isInternalAddress(host)
    : blockedNames.includes(host) || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.');
  return internal
    ? 'This address is on a private or local network; webhooks go to public addresses (set PROMODESK_WEBHOOK_ALLOW_PRIVATE=1 for a local receiver)'
    : undefined;
}

/** The first of the addresses a target resolved to that delivery must not connect to, if any. */
export function firstInternalAddress(addresses: readonly string[], allowPrivate: boolean): string | undefined {
  return allowPrivate ? undefined : addresses.find(isInternalAddress);
}

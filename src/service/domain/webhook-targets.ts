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

/**
 * The IPv4 address an IPv6 address carries, which decides where it leads: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::/96), IPv4-compatible (::a.b.c.d) and 6to4 (2002:AABB:CCDD::/48). `canonical` is in the URL standard's
 * form, where the IPv4 part is written as two hex groups: ::ffff:10.0.0.1 = ::ffff:a00:1.
 */
function embeddedIpv4(canonical: string): string | undefined {
  const groups =
    /^(?:::ffff:|64:ff9b::|::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical) ??
    /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(canonical);
  if (!groups) return undefined;
  const [high, low] = [parseInt(groups[1]!, 16), parseInt(groups[2]!, 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an IP address (v4 or v6) is not on the public internet. */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return ipv4Internal(address);
  if (version !== 6) return true;
  // Resolvers and people write IPv6 in several ways; the URL parser gives one.
  const lower = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const ipv4 = embeddedIpv4(lower);
  if (ipv4) return ipv4Internal(ipv4);
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith('ff') ||
    // Documentation (2001:db8::/32) and reserved (100::/8, discard-only included) ranges lead nowhere public.
    lower.startsWith('2001:db8:') ||
    lower.startsWith('100:')
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

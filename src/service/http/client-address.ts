/*
 * The client's address, which budgets and the audit log are kept by. The connecting address, unless it is a proxy
 * the operator trusts (`PROMODESK_TRUSTED_PROXIES`): then `X-Forwarded-For` is read from the right, where each
 * trusted proxy appended the address it was connected from, up to the first address that is not a trusted proxy.
 * Entries to the left of that one were written by the client itself, so they are never believed.
 */
import { BlockList, isIP } from 'node:net';

/** One address or a CIDR range (`10.0.0.0/8`, `fd00::/8`); undefined when the text is neither. */
function parseRange(entry: string) {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return undefined;
  if (prefix === undefined) return { address, family, prefix: undefined };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits <= (family === 4 ? 32 : 128) ? { address, family, prefix: bits } : undefined;
}

/** The entries that do not parse as an address or a CIDR range (for the configuration's error). */
export const invalidProxyEntries = (entries: string[]) => entries.filter((entry) => !parseRange(entry));

/** The trusted proxies as a list to check addresses against; the entries must have been validated. */
export function trustedProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const { address, family, prefix } = parseRange(entry)!;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is the client 192.0.2.1. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The client behind `connected`, per the trusted proxies' `X-Forwarded-For` entries. */
export function clientAddress(
  connected: string,
  forwardedFor: string | undefined,
  trusted: BlockList | undefined,
): string {
  let client = plain(connected);
  if (!trusted) return client;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  while (isTrusted(trusted, client) && hops.length) {
    const previous = hops.pop()!;
    // Not an address (a proxy writing "unknown"): the last proxy is the best there is.
    if (!isIP(previous)) break;
    client = previous;
  }
  return client;
}

import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/*
 * Where a webhook may be delivered. A configuration naming a loopback, private, link-local or otherwise internal
 * address would let anyone who can configure webhooks make the service call into its own network (SSRF), so such
 * targets are refused unless local receivers are allowed. The same judge runs when a configuration is saved and
 * before every delivery attempt, which also judges each address the name resolves to then.
 */

type SpecialRange = {
  family: 'ipv4' | 'ipv6';
  /** ipaddr.js's `range()` name for it; rows with a `cidr` instead are entries ipaddr.js lacks or lumps with others. */
  range?: string;
  cidr?: string;
  what: string;
  rfc: string;
  /** The range carries an IPv4 address that decides where it leads, from this 16-bit group on (two groups). */
  ipv4AtGroup?: number;
};

/**
 * The IANA IPv4 and IPv6 special-purpose address registries (RFC 6890), plus multicast and the deprecated ranges
 * ipaddr.js also names. Every address in them is refused, except that a range carrying an IPv4 address is judged by
 * that address. A range ipaddr.js names and this table does not (a newer release) is refused too.
 */
export const specialRanges: readonly SpecialRange[] = [
  { family: 'ipv4', range: 'unspecified', what: '"this network" 0.0.0.0/8', rfc: 'RFC 791 §3.2, RFC 1122' },
  { family: 'ipv4', range: 'broadcast', what: 'limited broadcast 255.255.255.255/32', rfc: 'RFC 919, RFC 8190' },
  { family: 'ipv4', range: 'multicast', what: 'multicast 224.0.0.0/4', rfc: 'RFC 5771' },
  { family: 'ipv4', range: 'linkLocal', what: 'link-local 169.254.0.0/16 (cloud metadata)', rfc: 'RFC 3927' },
  { family: 'ipv4', range: 'loopback', what: 'loopback 127.0.0.0/8', rfc: 'RFC 1122 §3.2.1.3' },
  { family: 'ipv4', range: 'carrierGradeNat', what: 'shared address space 100.64.0.0/10', rfc: 'RFC 6598' },
  { family: 'ipv4', range: 'private', what: 'private use 10/8, 172.16/12, 192.168/16', rfc: 'RFC 1918' },
  {
    family: 'ipv4',
    range: 'reserved',
    what: 'IETF protocol assignments 192.0.0.0/24; documentation 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24; 6to4 relay anycast 192.88.99.0/24; benchmarking 198.18.0.0/15; reserved 240.0.0.0/4',
    rfc: 'RFC 6890, RFC 5737, RFC 7526, RFC 2544, RFC 1112 §4',
  },
  { family: 'ipv4', range: 'as112', what: 'AS112 DNS 192.31.196.0/24, 192.175.48.0/24', rfc: 'RFC 7534, RFC 7535' },
  { family: 'ipv4', range: 'amt', what: 'AMT relay anycast 192.52.193.0/24', rfc: 'RFC 7450' },
  { family: 'ipv6', range: 'unspecified', what: '::/128', rfc: 'RFC 4291' },
  { family: 'ipv6', range: 'loopback', what: '::1/128', rfc: 'RFC 4291' },
  { family: 'ipv6', range: 'ipv4Mapped', what: 'IPv4-mapped ::ffff:0:0/96', rfc: 'RFC 4291', ipv4AtGroup: 6 },
  { family: 'ipv6', range: 'rfc6145', what: 'IPv4-translated ::ffff:0:0:0/96', rfc: 'RFC 6145' },
  // Before `rfc6052`, which ipaddr.js also gives the local-use prefix: there the IPv4 part sits where the operator
  // chose, so it cannot be judged.
  { family: 'ipv6', cidr: '64:ff9b:1::/48', what: 'local-use IPv4/IPv6 translation', rfc: 'RFC 8215' },
  {
    family: 'ipv6',
    range: 'rfc6052',
    what: 'IPv4/IPv6 translation, well-known prefix 64:ff9b::/96',
    rfc: 'RFC 6052',
    ipv4AtGroup: 6,
  },
  { family: 'ipv6', range: 'discard', what: 'discard-only 100::/64', rfc: 'RFC 6666' },
  { family: 'ipv6', range: 'teredo', what: 'Teredo 2001::/32', rfc: 'RFC 4380' },
  { family: 'ipv6', range: 'benchmarking', what: '2001:2::/48', rfc: 'RFC 5180' },
  { family: 'ipv6', range: 'amt', what: 'AMT 2001:3::/32', rfc: 'RFC 7450' },
  { family: 'ipv6', range: 'as112v6', what: 'AS112 2001:4:112::/48, 2620:4f:8000::/48', rfc: 'RFC 7534, RFC 7535' },
  { family: 'ipv6', range: 'deprecatedOrchid', what: 'ORCHID 2001:10::/28', rfc: 'RFC 4843' },
  { family: 'ipv6', range: 'orchid2', what: 'ORCHIDv2 2001:20::/28', rfc: 'RFC 7343' },
  { family: 'ipv6', range: 'droneRemoteIdProtocolEntityTags', what: 'drone DETs 2001:30::/28', rfc: 'RFC 9374' },
  {
    family: 'ipv6',
    range: 'reserved',
    what: 'IETF protocol assignments 2001::/23; documentation 2001:db8::/32, 3fff::/20',
    rfc: 'RFC 2928, RFC 3849, RFC 9637',
  },
  { family: 'ipv6', range: '6to4', what: '6to4 2002::/16', rfc: 'RFC 3056', ipv4AtGroup: 1 },
  { family: 'ipv6', range: 'segmentRouting', what: 'SRv6 SIDs 5f00::/16', rfc: 'RFC 9602' },
  { family: 'ipv6', range: 'uniqueLocal', what: 'unique local fc00::/7', rfc: 'RFC 4193' },
  { family: 'ipv6', range: 'linkLocal', what: 'link-local fe80::/10', rfc: 'RFC 4291' },
  { family: 'ipv6', range: 'deprecatedSiteLocal', what: 'site-local fec0::/10', rfc: 'RFC 3879' },
  { family: 'ipv6', range: 'multicast', what: 'multicast ff00::/8', rfc: 'RFC 4291' },
];

const byCidr = specialRanges.flatMap((row) => (row.cidr ? [{ row, subnet: ipaddr.parseCIDR(row.cidr) }] : []));

/**
 * IANA allocates IPv6 for global unicast only from 2000::/3 (RFC 4291 §2.4; the IPv6 address space registry): the
 * rest is reserved or unassigned, including deprecated IPv4-compatible `::a.b.c.d`, which ipaddr.js calls unicast.
 */
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/** The address ipaddr.js should judge, or undefined when `text` is not one IP address. */
function parsedAddress(text: string) {
  // A zone (fe80::1%eth0) names an interface, not where the address leads.
  const bare = text.replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return ipaddr.IPv4.parse(bare);
  if (version !== 6 || !URL.canParse(`http://[${bare}]/`)) return undefined;
  // ipaddr.js reads `::a.b.c.d` as IPv4-mapped; the URL parser first writes every IPv6 address as eight hex groups.
  return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
}

/** The table's row for `address`: `cidr` rows first, then by ipaddr.js's name. */
function rowOf(address: ipaddr.IPv4 | ipaddr.IPv6) {
  const kind = address.kind();
  const exact = byCidr.find(({ subnet }) => subnet[0].kind() === kind && address.match(subnet));
  const range = address.range();
  return exact?.row ?? specialRanges.find((row) => row.family === kind && row.range === range);
}

/** Whether an IP address (v4 or v6, as written anywhere) does not lead to the public internet. */
export function isInternalAddress(text: string): boolean {
  const address = parsedAddress(text);
  if (!address) return true;
  const row = rowOf(address);
  if (row?.ipv4AtGroup !== undefined && address instanceof ipaddr.IPv6) {
    const [high = 0, low = 0] = address.parts.slice(row.ipv4AtGroup, row.ipv4AtGroup + 2);
    return isInternalAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (row || address.range() !== 'unicast') return true;
  return address instanceof ipaddr.IPv6 && !address.match(globalUnicast);
}

/** Names that lead to this machine or its network, whatever DNS says of them. */
const localNames = ['localhost', 'localhost.localdomain'];
// RFC 6761 §6.3, ICANN's private-use TLD (2024), mDNS (RFC 6762), home networks (RFC 8375).
const localSuffixes = ['.localhost', '.internal', '.local', '.home.arpa'];

/**
 * The host as judged: the URL parser has already decoded percent-escapes, folded case and width, and written
 * IP addresses in one form; a trailing dot (`localhost.`, the same name fully qualified) is dropped here.
 */
const judgedHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');

const isInternalName = (host: string) =>
  localNames.includes(host) || localSuffixes.some((suffix) => host.endsWith(suffix)) || !host.includes('.');

/** Why a webhook cannot target `url`, in words for the error's details; undefined when it can. */
export function webhookTargetProblem(url: string, allowPrivate: boolean): string | undefined {
  if (!URL.canParse(url)) return 'Enter a web address such as https://example.com/webhooks';
  // The URL parser drops or escapes them silently, so the address kept would not be the one judged.
  if (/\p{Cc}/u.test(url)) return 'Remove control characters from the address';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Use an http or https address';
  if (parsed.username || parsed.password) return 'Leave user names and passwords out of the address';
  // The URL parser refuses ports above 65535; port 0 reaches nothing.
  if (parsed.port === '0') return 'Use a port from 1 to 65535';
  if (allowPrivate) return undefined;
  const host = judgedHost(parsed);
  const internal = isIP(host) ? isInternalAddress(host) : isInternalName(host);
  return internal
    ? 'This address is on a private or local network; webhooks go to public addresses (set PROMODESK_WEBHOOK_ALLOW_PRIVATE=1 for a local receiver)'
    : undefined;
}

/** The first of the addresses a target resolved to that delivery must not connect to, if any. */
export function firstInternalAddress(addresses: readonly string[], allowPrivate: boolean): string | undefined {
  return allowPrivate ? undefined : addresses.find(isInternalAddress);
}

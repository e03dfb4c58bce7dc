import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isInternalAddress, specialRanges, webhookTargetProblem } from './webhook-targets.ts';

const privateNetwork = 'private or local network';

type Subnet = [ipaddr.IPv4 | ipaddr.IPv6, number];
/** The subnets ipaddr.js names, by name: its own table, so a range added in a newer release is tested too. */
const ipaddrRanges = (prototype: ipaddr.IPv4 | ipaddr.IPv6) =>
  Object.entries(Reflect.get(prototype, 'SpecialRanges') as Record<string, Subnet | Subnet[]>).map(
    ([name, subnets]) => [name, (Array.isArray(subnets[0]) ? subnets : [subnets]) as Subnet[]] as const,
  );
const ipv4Ranges = ipaddrRanges(ipaddr.IPv4.prototype);
const ipv6Ranges = ipaddrRanges(ipaddr.IPv6.prototype);

/** First and last address of a range, as ipaddr.js writes them. */
const ends = (cidr: string) => {
  const family = ipaddr.IPv6.isValidCIDR(cidr) ? ipaddr.IPv6 : ipaddr.IPv4;
  return [family.networkAddressFromCIDR(cidr).toString(), family.broadcastAddressFromCIDR(cidr).toString()];
};

/** The ways an IPv6 address can carry an IPv4 address that decides where it leads. */
const carriers = (ipv4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  const [high, low] = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  return [
    `::ffff:${ipv4}`,
    `::FFFF:${high}:${low}`,
    `0:0:0:0:0:ffff:${high}:${low}`,
    `64:ff9b::${ipv4}`,
    `64:ff9b::${high}:${low}`,
    `2002:${high}:${low}::1`,
  ];
};

describe('the address judge', () => {
  it('has a row, with its RFC, for every range ipaddr.js names', () => {
    for (const [family, ranges] of [
      ['ipv4', ipv4Ranges],
      ['ipv6', ipv6Ranges],
    ] as const)
      for (const [name] of ranges)
        expect(
          specialRanges.find((row) => row.family === family && row.range === name),
          `${family} ${name}`,
        ).toMatchObject({ rfc: expect.stringMatching(/^RFC \d+/) });
  });

  it('refuses the first and last address of every special-purpose range', () => {
    const cidrs = [
      ...[...ipv4Ranges, ...ipv6Ranges].flatMap(([, subnets]) => subnets.map(([net, bits]) => `${net}/${bits}`)),
      ...specialRanges.flatMap((row) => (row.cidr ? [row.cidr] : [])),
    ];
    expect(cidrs).toContain('192.0.0.0/24');
    expect(cidrs).toContain('64:ff9b:1::/48');
    for (const cidr of cidrs) for (const address of ends(cidr)) expect(isInternalAddress(address), cidr).toBe(true);
  });

  it('refuses local-use NAT64 and IETF protocol assignments, whatever they embed', () => {
    for (const address of [
      '64:ff9b:1::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '64:ff9b:1:808:808::',
      '192.0.0.1',
      '192.0.0.9',
      '192.0.0.170',
      '2001:1::1',
    ])
      expect(isInternalAddress(address), address).toBe(true);
  });

  it('judges the IPv4 address an IPv6 address carries, however it is written', () => {
    for (const ipv4 of ['127.0.0.1', '10.0.0.5', '169.254.169.254', '192.0.0.1', '100.64.0.1', '0.0.0.0'])
      for (const address of carriers(ipv4)) expect(isInternalAddress(address), address).toBe(true);
    for (const address of carriers('8.8.8.8')) expect(isInternalAddress(address), address).toBe(false);
  });

  it('takes public unicast only: IPv6 outside 2000::/3 and IPv4-compatible forms are refused', () => {
    for (const address of ['::8.8.8.8', '::808:808', '4000::1', '1::1', 'e000::1', '100:0:0:1::1', 'not an address'])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1::1', '2a00:1450:4001::1'])
      expect(isInternalAddress(address), address).toBe(false);
  });

  it('ignores a zone: a link-local address stays link-local', () => {
    expect(isInternalAddress('fe80::1%eth0')).toBe(true);
  });
});

describe('webhook targets', () => {
  it('refuses loopback, private, link-local and internal names unless local receivers are allowed', () => {
    for (const url of [
      'http://localhost:3000/hook',
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://172.20.0.1/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://192.0.0.1/',
      'http://[64:ff9b:1::a9fe:a9fe]/',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://0.0.0.0/hook',
      'http://printer/hook',
      'http://api.localhost/hook',
      'http://metadata.google.internal/computeMetadata',
      'http://printer.local/',
      'http://nas.home.arpa/',
    ])
      expect(webhookTargetProblem(url, false), url).toContain(privateNetwork);
    expect(webhookTargetProblem('http://127.0.0.1:4000/hook', true)).toBeUndefined();
    expect(webhookTargetProblem('http://192.0.0.1/', true)).toBeUndefined();
  });

  it('judges names after normalising them: trailing dots, percent-escapes, case and number forms', () => {
    for (const url of [
      'http://localhost./',
      'http://loCalhost%2e/',
      'http://LOCALHOST../',
      'http://%6c%6fcalhost/',
      'http://ｌｏｃａｌｈｏｓｔ/',
      'http://vm./',
      'http://api.localhost./',
      'http://metadata.google.internal./',
      'http://127.0.0.1./',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[0:0:0:0:0:FFFF:7F00:1]/',
    ])
      expect(webhookTargetProblem(url, false), url).toContain(privateNetwork);
    expect(webhookTargetProblem('https://hooks.example.com./promodesk', false)).toBeUndefined();
  });

  it('refuses ports outside 1..65535, even for local receivers', () => {
    expect(webhookTargetProblem('http://hooks.example.com:0/', false)).toBe('Use a port from 1 to 65535');
    expect(webhookTargetProblem('http://127.0.0.1:0/', true)).toBe('Use a port from 1 to 65535');
    expect(webhookTargetProblem('http://hooks.example.com:65536/', false)).toContain('Enter a web address');
    expect(webhookTargetProblem('http://hooks.example.com:1/', false)).toBeUndefined();
    expect(webhookTargetProblem('https://hooks.example.com:65535/', false)).toBeUndefined();
  });

  it('takes public http(s) addresses, and refuses other schemes and credentials', () => {
    expect(webhookTargetProblem('https://hooks.example.com/promodesk', false)).toBeUndefined();
    expect(webhookTargetProblem('http://8.8.8.8/hook', false)).toBeUndefined();
    expect(webhookTargetProblem('http://[64:ff9b::808:808]/hook', false)).toBeUndefined();
    expect(webhookTargetProblem('ftp://example.com/hook', false)).toBe('Use an http or https address');
    expect(webhookTargetProblem('https://user:secret@example.com/', false)).toContain('user names');
    expect(webhookTargetProblem('not a url', false)).toContain('Enter a web address');
    for (const url of [
      'https://hooks.example.com/a\u0000b',
      'https://hooks.example.com/\nx',
      'https://hooks.example.com/\u0085',
    ])
      expect(webhookTargetProblem(url, false), url).toBe('Remove control characters from the address');
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddress, invalidProxyEntries, trustedProxyList } from './client-address.ts';

const proxies = trustedProxyList(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

describe('the client address', () => {
  it('is the connecting address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', undefined)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, undefined)).toBe('203.0.113.9');
  });

  it('is read from the right of X-Forwarded-For through trusted proxies only', () => {
    // The client wrote 1.1.1.1 itself; the proxy at 10.0.0.2 appended the address it was connected from.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.2', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.1.2.3', '2001:db8::7', proxies)).toBe('2001:db8::7');
    expect(clientAddress('fd00::1', '203.0.113.9', proxies)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.2, 127.0.0.1', proxies)).toBe('203.0.113.9');
  });

  it('stops at the last proxy when the header holds no address, or none at all', () => {
    expect(clientAddress('10.0.0.2', 'unknown', proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', undefined, proxies)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '10.0.0.3', proxies)).toBe('10.0.0.3');
  });

  it('accepts addresses and CIDR ranges as trusted proxies, nothing else', () => {
    expect(invalidProxyEntries(['10.0.0.0/8', '::1', '192.0.2.1/32', 'fd00::/128'])).toEqual([]);
    expect(invalidProxyEntries(['proxy.local', '10.0.0.0/33', '10.0.0.0/', '::1/129', '1.2.3.4/8/8'])).toEqual([
      'proxy.local',
      '10.0.0.0/33',
      '10.0.0.0/',
      '::1/129',
      '1.2.3.4/8/8',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isInternalAddress, webhookTargetProblem } from './webhook-targets.ts';

describe('webhook targets', () => {
  it('refuses loopback, private, link-local and internal names unless local receivers are allowed', () => {
    for (const url of [
      'http://localhost:3000/hook',
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://172.20.0.1/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://0.0.0.0/hook',
      'http://printer/hook',
      'http://api.localhost/hook',
      'http://metadata.google.internal/computeMetadata',
    ])
      expect(webhookTargetProblem(url, false), url).toContain('private or local network');
    expect(webhookTargetProblem('http://127.0.0.1:4000/hook', true)).toBeUndefined();
  });

  it('takes public http(s) addresses, and refuses other schemes and credentials', () => {
    expect(webhookTargetProblem('https://hooks.example.com/promodesk', false)).toBeUndefined();
    expect(webhookTargetProblem('http://8.8.8.8/hook', false)).toBeUndefined();
    expect(webhookTargetProblem('ftp://example.com/hook', false)).toBe('Use an http or https address');
    expect(webhookTargetProblem('https://user:secret@example.com/', false)).toContain('user names');
    expect(webhookTargetProblem('not a url', false)).toContain('Enter a web address');
    expect(isInternalAddress('93.184.216.34')).toBe(false);
    expect(isInternalAddress('2606:2800:220:1::1')).toBe(false);
  });

  it('judges the IPv4 address an IPv6 address carries, however it is written', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::FFFF:7f00:1',
      '0:0:0:0:0:ffff:a00:5',
      '64:ff9b::10.0.0.5',
      '64:ff9b::a9fe:a9fe',
      '::10.0.0.5',
      '2002:c0a8:101::1',
      '2001:db8::1',
      '100::1',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2606:4700::1111'])
      expect(isInternalAddress(address), address).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const testRun = { PROMODESK_QA: '1', HOST: '127.0.0.1', DATA_DIR: 'memory://' };

describe('the test password cost', () => {
  it('is OWASP’s unless a test run asks for low', () => {
    expect(readConfig({}).passwordCost).toBe('owasp');
    expect(readConfig(testRun).passwordCost).toBe('owasp');
    expect(readConfig({ ...testRun, PROMODESK_TEST_PASSWORD_COST: 'low' }).passwordCost).toBe('low');
    expect(() => readConfig({ ...testRun, PROMODESK_TEST_PASSWORD_COST: 'cheap' })).toThrow(/"low" or unset/);
  });

  it('is refused outside QA mode, off loopback, and on a database that outlives the process', () => {
    for (const start of [
      { ...testRun, PROMODESK_QA: '0' },
      { ...testRun, HOST: '0.0.0.0' },
      { ...testRun, DATA_DIR: './data' },
      { ...testRun, DATABASE_URL: 'postgres://promodesk@db/promodesk' },
    ])
      expect(() => readConfig({ ...start, PROMODESK_TEST_PASSWORD_COST: 'low' })).toThrow(/for test runs only/);
  });

  it('stops the service from starting where it is refused', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/service/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', PROMODESK_QA: '0', PROMODESK_TEST_PASSWORD_COST: 'low' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toMatch(/PROMODESK_TEST_PASSWORD_COST=low is for test runs only/);
    expect(started.stdout).not.toMatch(/Promodesk is running/);
  });
});

describe('trusted proxies', () => {
  it('are addresses or CIDR ranges, and none by default', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ PROMODESK_TRUSTED_PROXIES: ' 10.0.0.0/8, ::1 ,' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => readConfig({ PROMODESK_TRUSTED_PROXIES: 'proxy.internal' })).toThrow(
      /PROMODESK_TRUSTED_PROXIES must list IP addresses or CIDR ranges .*"proxy.internal"/,
    );
  });
});

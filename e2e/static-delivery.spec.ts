import { expect, test } from '@playwright/test';

/** How the service delivers the built dashboard: compressed, cached by content hash, pages always revalidated. */
test('assets go out precompressed and cached for good; pages are revalidated; a missing asset is a 404', async ({
  request,
}) => {
  const page = await request.get('/templates', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();

  for (const [accepted, encoding] of [
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const asset = await request.get(script!, { headers: { 'accept-encoding': accepted } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['vary']).toContain('Accept-Encoding');
  }

  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

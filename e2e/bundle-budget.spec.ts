import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Budgets on the production build that `npm run test:e2e` just made: what the first page load needs, and each route.
 */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  manifest[key]?.imports?.forEach(visit);
};
Object.entries(manifest)
  .filter(([, c]) => c.isEntry)
  .forEach(([key]) => visit(key));

test('the initial JavaScript is at most 180 KB gzipped', () => {
  const total = [...initial].reduce((sum, key) => sum + gzipped(manifest[key]!.file), 0);
  console.log(`initial JavaScript: ${kb(total)} KB gzipped in ${initial.size} chunks`);
  expect(kb(total)).toBeLessThanOrEqual(180);
});

test("each route's chunk is at most 80 KB gzipped", () => {
  const routes = Object.values(manifest).filter((c) => c.isDynamicEntry && c.src?.includes('dashboard/routes/'));
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    const size = kb(gzipped(route.file));
    console.log(`${route.src}: ${size} KB gzipped`);
    expect(size, route.src).toBeLessThanOrEqual(80);
  }
});

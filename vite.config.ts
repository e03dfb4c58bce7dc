import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Prints the gzipped size of what the first page load needs, and of each route's own code-split chunks. */
function bundleReport(): Plugin {
  return {
    name: 'promodesk-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const gzip = (code: string) => gzipSync(code).length;
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const initial = new Set<string>();
      const visit = (name: string) => {
        if (initial.has(name)) return;
        initial.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      const initialBytes = chunks.filter((c) => initial.has(c.fileName)).reduce((sum, c) => sum + gzip(c.code), 0);
      const routes = new Map<string, number>();
      for (const c of chunks) {
        const route = c.facadeModuleId?.match(/dashboard\/routes\/(.+?)\.tsx/)?.[1];
        if (route && !initial.has(c.fileName)) routes.set(route, (routes.get(route) ?? 0) + gzip(c.code));
      }
      console.log(`\nInitial JavaScript (entry and its static imports), gzipped: ${kb(initialBytes)}`);
      for (const [route, bytes] of [...routes].sort()) console.log(`  route ${route.padEnd(40)} ${kb(bytes)}`);
    },
  };
}
/**
 * Splits the charts' code (recharts and what it builds on, 140 KB gzipped whole) into lazy chunks under 80 KB each,
 * with no chunk importing one that imports it back. Such a cycle runs a chunk before one it needs, which is how
 * earlier splits by size or by package broke at run time ("n is not a function"). `charts-vendor` takes the libraries
 * recharts imports that the first load does not already have; `charts-core` takes about half of recharts' own modules,
 * each only after everything it imports (modules that import each other stay out together), so it never imports the
 * rest of recharts, which stays with the figures and imports it.
 */
function chartsChunks() {
  const vendor = new Set<string>();
  const core = new Set<string>();
  const plugin: Plugin = {
    name: 'promodesk-charts-chunks',
    apply: 'build',
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string[], into: Set<string>) => {
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...imports(id));
        }
        return into;
      };
      const ids = [...this.getModuleIds()];
      const initial = reach(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
      );
      const isRecharts = (id: string) => /node_modules[\\/]recharts[\\/]/.test(id);
      const recharts = ids.filter(isRecharts);
      for (const id of reach(recharts, new Set())) if (!isRecharts(id) && !initial.has(id)) vendor.add(id);

      const size = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      const half = recharts.reduce((sum, id) => sum + size(id), 0) / 2;
      let coreSize = 0;
      const visited = new Set<string>();
      const visit = (id: string) => {
        if (visited.has(id)) return;
        visited.add(id);
        const own = imports(id).filter(isRecharts);
        own.forEach(visit);
        if (coreSize < half && own.every((dep) => core.has(dep))) {
          core.add(id);
          coreSize += size(id);
        }
      };
      recharts.forEach(visit);
    },
  };
  const groups = [
    { name: 'charts-vendor', test: (id: string) => vendor.has(id), priority: 2 },
    { name: 'charts-core', test: (id: string) => core.has(id), priority: 1 },
  ];
  return { plugin, groups };
}
/** Writes `.br` and `.gz` next to each text file of the build, so the service sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'promodesk-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const content = file.type === 'chunk' ? file.code : file.source;
        if (content.length < 1024) continue;
        const path = join(options.dir!, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/*
 * The test passes. `npm test` runs Vitest on PGlite, the default store: every test file but the process-level tests
 * that need PostgreSQL. With TEST_DATABASE_URL (the second pass in .ci/run) it proves the store once more on
 * PostgreSQL: the suites whose behaviour depends on the store, and the process-level tests that mean most there.
 * Each process-level test runs in one pass only.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const storeSuite = (file: string) => /^src\/service\/(http|operations|store|jobs|qa)\//.test(file);
/** Several service processes sharing one PostgreSQL, a PostgreSQL restart, QA mode's hold on a shared PostgreSQL. */
const postgresProcessTests = [
  'src/service/faults/two-processes.test.ts',
  'src/service/faults/postgres-restart.test.ts',
  'src/service/jobs/three-processes.test.ts',
  'src/service/qa-alone.test.ts',
];
/** Tests of PGlite's own data folder, and QA mode's documented Playwright fixture (many workers on one service). */
const pgliteOnlyStoreTests = ['src/service/store/folder-lock.test.ts', 'src/service/http/qa/readme-fixture.test.ts'];
const inPass = onPostgres
  ? (file: string) => (storeSuite(file) || postgresProcessTests.includes(file)) && !pgliteOnlyStoreTests.includes(file)
  : (file: string) => !postgresProcessTests.includes(file);
const passFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter(inPass);
/** Files that run in another environment (`@vitest-environment`) or replace modules (`vi.mock`). */
const needsOwnModules = (file: string) => /@vitest-environment|vi\.mock\(/.test(readFileSync(file, 'utf8'));

const charts = chartsChunks();

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so generated route files are transformed by it.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders load with their route, not with the first page: they import the resources and contract schemas of
      // every list, which would otherwise all ride in the initial JavaScript.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: './src/dashboard/routes',
      generatedRouteTree: './src/dashboard/routeTree.gen.ts',
    }),
    react(),
    charts.plugin,
    bundleReport(),
    precompress(),
  ],
  // The manifest lets the bundle budget spec find the initial chunks and each route's chunk.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // The charts' sets already hold what their modules import, apart from the first load's modules: Rolldown need not
    // add dependencies to them.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: charts.groups } } },
  },
  server: { host: '127.0.0.1' },
  test: {
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    globalSetup: ['./src/service/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on two.
    maxWorkers: availableParallelism(),
    // The pass's files (passFiles above) are split by how they need their modules: most share one module registry
    // per worker, so the app, the contract and the official schema's validators are loaded once per worker instead
    // of once per file; files that change the environment or replace modules get a registry of their own.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: passFiles.filter((f) => !needsOwnModules(f)), isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: passFiles.filter(needsOwnModules), isolate: true } },
    ],
    reporters: ['default', 'json'],
    outputFile: { json: `test-reports/${onPostgres ? 'vitest-postgres' : 'vitest'}.json` },
  },
});

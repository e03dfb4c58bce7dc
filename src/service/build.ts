/**
 * `npm run build`'s second half: the service bundled by esbuild into `dist/service/main.js` (after vite, which
 * empties dist/), started by `npm start` / `npm run serve` with plain node. Only our own source is bundled:
 * packages stay imports resolved from node_modules at run time, so PGlite loads its WebAssembly as it does from
 * source. `node --import tsx src/service/build.ts [outDir]`; a test builds into a folder of its own.
 */
import { build } from 'esbuild';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function buildService(outDir = 'dist/service') {
  await build({
    entryPoints: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  // What the service reads beside its modules, resolved from import.meta.url, which in the bundle is main.js: so
  // these sit next to it. store/db.ts reads `./migrations`; official/official-schema.ts (QA mode's fidelity report)
  // the pinned official OpenAPI files. (The dashboard is read from ./dist, relative to the working folder, from
  // source and bundle alike.)
  cpSync(fileURLToPath(new URL('./store/migrations', import.meta.url)), join(outDir, 'migrations'), {
    recursive: true,
  });
  for (const file of ['voucherify-openapi-subset.json', 'voucherify-openapi-responses.json'])
    cpSync(fileURLToPath(new URL(`./official/${file}`, import.meta.url)), join(outDir, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildService(process.argv[2]);

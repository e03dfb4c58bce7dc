// `npm run serve`: the built service with plain node (no TypeScript loader). Plain JavaScript, so it runs before
// anything is built and can say what is missing instead of node's "Cannot find module".
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const main = new URL('../../dist/service/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('The service is not built (dist/service/main.js is missing): run `npm run build` first.\n');
  process.exit(1);
}
await import(main.href);

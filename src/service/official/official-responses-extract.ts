/**
 * Writes `voucherify-openapi-responses.json`: the official JSON response schemas of every official operation the
 * service answers, with the components they reach, plus the list of all official operations (so a test notices a
 * new route for an official operation the extract does not cover yet). Run it again after adding such a route:
 *
 *   node --import tsx src/service/official/official-responses-extract.ts <folder of documentation/openapi/*.json>
 *
 * The folder holds the tag-split files of voucherifyio/voucherify-openapi at the commit named below, the same files
 * the pinned subset was taken from.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { openDatabase } from '../store/db.ts';

const commit = '65c33a7ab4384e3df9e382751157aca4b1352cd6';
const output = new URL('./voucherify-openapi-responses.json', import.meta.url);
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const methods = ['get', 'post', 'put', 'delete', 'patch'];
const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function readOfficial(folder: string): Document {
  const merged: Document = { paths: {}, components: { schemas: {} } };
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Partial<Document>;
    for (const [path, item] of Object.entries(part.paths ?? {})) Object.assign((merged.paths[path] ??= {}), item);
    Object.assign(merged.components.schemas, part.components?.schemas);
  }
  return merged;
}

async function servedOperations(): Promise<Set<string>> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const document = (await (
    await createApp({ database, publicUrl: 'http://127.0.0.1' }).request('/openapi.json')
  ).json()) as Pick<Document, 'paths'>;
  await database.close();
  return new Set(
    Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${template(path)}`)),
  );
}

const folder = process.argv[2];
if (!folder) throw new Error('Usage: official-responses-extract.ts <folder of documentation/openapi/*.json>');
const official = readOfficial(folder);
const served = await servedOperations();
const reached = new Set<string>();
const reach = (node: unknown): void => {
  if (Array.isArray(node)) return node.forEach(reach);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const name = key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '') : undefined;
    if (name === undefined) reach(value);
    else if (!reached.has(name)) {
      reached.add(name);
      reach(official.components.schemas[name]);
    }
  }
};
const paths: Document['paths'] = {};
const operations: string[] = [];
for (const [path, item] of Object.entries(official.paths)) {
  for (const method of methods.filter((m) => item[m])) {
    operations.push(`${method.toUpperCase()} ${path}`);
    if (!served.has(`${method} ${template(path)}`)) continue;
    // Every status the operation describes: with its JSON schema, or empty (a delete's 204 has no body).
    const responses = Object.fromEntries(
      Object.entries(item[method]!.responses ?? {}).map(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        return [status, schema ? { content: { 'application/json': { schema } } } : {}];
      }),
    );
    reach(responses);
    (paths[path] ??= {})[method] = { responses };
  }
}
const extract = {
  openapi: '3.0.1',
  info: {
    title: 'Voucherify API',
    version: 'v2018-08-01',
    description:
      `Responses of the official Voucherify OpenAPI document (voucherifyio/voucherify-openapi @ ${commit}, ` +
      'tag-split files documentation/openapi/*.json) for every official operation Promodesk serves, with the ' +
      'components they reach; x-official-operations lists every official operation. Written by ' +
      'src/service/official/official-responses-extract.ts.',
  },
  'x-official-operations': operations,
  paths,
  components: { schemas: Object.fromEntries([...reached].sort().map((n) => [n, official.components.schemas[n]])) },
};
writeFileSync(output, `${JSON.stringify(extract, null, 1)}\n`);

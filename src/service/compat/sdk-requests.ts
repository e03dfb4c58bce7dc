import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One request the official SDK can send: its class, method and path template in OpenAPI form (`{param}`). */
export type SdkRequest = { sdkClass: string; method: string; path: string };

/**
 * Every distinct request template in the installed `@voucherify/sdk`, read from its ESM bundle: each
 * `this.client.<method>(...)` call's path literals (both arms of a ternary count), with `${...}` as `{param}`.
 * The client-side class talks to `/client/v1`, every other class to `/v1`.
 */
export function sdkRequests(): SdkRequest[] {
  const entry = createRequire(import.meta.url).resolve('@voucherify/sdk');
  const source = readFileSync(join(dirname(entry), 'voucherifysdk.esm.js'), 'utf8');
  const found = new Map<string, SdkRequest>();
  let sdkClass = '';
  for (const line of source.split('\n')) {
    const declared = /^class (\w+)/.exec(line);
    if (declared) sdkClass = declared[1]!;
    for (const call of line.matchAll(/this\.client\.(get|post|put|delete|patch)\(([^;]*)/g)) {
      const base = sdkClass === 'ClientSide' ? '/client/v1' : '/v1';
      for (const path of pathLiterals(call[2]!, source)) {
        const request = { sdkClass, method: call[1]!.toUpperCase(), path: base + path };
        found.set(`${request.method} ${request.path}`, request);
      }
    }
  }
  return [...found.values()];
}

/** The path literals a call's arguments start with; a `path` variable is resolved to the literals it is given. */
function pathLiterals(args: string, source: string): string[] {
  const literals = [...args.matchAll(/(['`])(\/[^'`]*)\1/g)].map((m) => m[2]!);
  if (literals.length === 0 && args.startsWith('path')) {
    const assigned = /const path = ([^;]*);/.exec(source);
    return assigned ? pathLiterals(assigned[1]!, '') : [];
  }
  return literals.map((path) => path.replace(/\$\{[^}]*\}/g, '{param}'));
}

/** The OpenAPI template with parameter names dropped, so `{campaignId}` and `{param}` compare equal. */
export const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

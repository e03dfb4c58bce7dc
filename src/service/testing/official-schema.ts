import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Validates response bodies against the official OpenAPI subset (a copy of
 * `../shared/reference/voucherify-openapi-subset.json`, kept in the repository so a clean clone can run it).
 * The components are registered once as `oas`; each response schema is compiled with its `$ref`s pointed there.
 */
type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components: Record<string, unknown>;
};

const document = JSON.parse(
  readFileSync(new URL('./voucherify-openapi-subset.json', import.meta.url), 'utf8'),
) as OpenApi;
const schemas = document.components.schemas as Record<
  string,
  { required?: string[]; properties?: Record<string, any> }
>;

/*
 * Where the document contradicts itself (the list at the end of interface-notes.md), interface.md decides, and the
 * schema is corrected here before anything is validated against it:
 * 1. Template list: `required` names a `campaign_template` property that exists nowhere; the array is `data`, as
 *    `data_ref` (enum `data`) and interface.md say. The bogus entry is dropped.
 * 2. Webhook `events`: the enum spells `..._aded` while the examples and interface.md's Events list say `..._added`;
 *    the correct spellings are added.
 * 6. Introspection of an unknown token: the schema requires all seven fields, but interface.md and the example answer
 *    `{active: false}` only; that body is checked for equality by the tests instead (see `introspectionErrors`).
 * 11/interface.md: a tier's `validation_rule_assignments` is "object or null" (the enable example has null), while the
 *    schema says object only; it is made nullable.
 * 12. A promotion tier never changed answers `updated_at: null`, as the hosted service does (and as interface.md says of
 *    campaigns); the schema types it as a string only, so it is made nullable.
 * 13. `ExportScheduledBase.user_id` is a non-null string while `ExportBase.user_id`, the examples and interface.md
 *    give null for exports made through the API; it is made nullable like `ExportBase`'s.
 * 14. Filter condition values (`Any`) are a list whose items are `oneOf` string, date, date-time, number and object:
 *    a date-time string is also a string, so `oneOf` can never hold for one; it is read as `anyOf`.
 * Also: `validity_hours.daily[].start_time/expiration_time` declare `format: time` (RFC 3339 `HH:MM:SS`) while their
 * descriptions, examples ("12:00") and interface.md say `HH:MM`; the `time` format accepts `HH:MM`.
 */
const templateList = schemas.ManagementProjectsTemplatesCampaignsListResponseBody!;
templateList.required = templateList.required?.filter((name) => name !== 'campaign_template');
const events = schemas.ManagementProjectsWebhookBase!.properties!.events.items;
events.enum = [
  ...new Set([
    ...events.enum,
    ...events.enum.map((e: string) => e.replace(/_aded$|\.aded$/, (m) => m.replace('aded', 'added'))),
  ]),
];
const tierAssignments = schemas.PromotionTier!.properties!.validation_rule_assignments;
schemas.PromotionTier!.properties!.validation_rule_assignments = { anyOf: [tierAssignments, { type: 'null' }] };
schemas.ExportScheduledBase!.properties!.user_id.nullable = true;
const anyItems = (schemas.Any as { items: { oneOf?: unknown[]; anyOf?: unknown[] } }).items;
anyItems.anyOf = anyItems.oneOf;
delete anyItems.oneOf;
const tierUpdatedAt = schemas.PromotionTier!.properties!.updated_at;
schemas.PromotionTier!.properties!.updated_at = { anyOf: [tierUpdatedAt, { type: 'null' }] };

const rewriteRefs = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  // OpenAPI 3.0 allows `nullable` beside `allOf` without a `type` (e.g. `Redemption.order`); Ajv refuses that, so
  // it becomes "the schema, or null".
  const { nullable, ...rest } = node as Record<string, unknown>;
  if (nullable === true && rest.type === undefined) return { anyOf: [rewriteRefs(rest), { type: 'null' }] };
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? [key, `oas${value}`]
        : [key, rewriteRefs(value)],
    ),
  );
};

const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS; under ESM its callable is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (a: Ajv) => Ajv;
addFormats(ajv);
ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?(Z|[+-]\d\d:\d\d)?)?$/i);
ajv.addSchema({ $id: 'oas', components: rewriteRefs(document.components) });

const compiled = new Map<string, ValidateFunction>();

/** The response schema the subset declares for one operation and status. */
export function officialResponseSchema(method: string, path: string, status: number): unknown {
  const schema =
    document.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema)
    throw new Error(`The official subset has no JSON ${status} response for ${method.toUpperCase()} ${path}`);
  return schema;
}

/**
 * Ajv errors (empty when valid) of `body` against the official response schema of `METHOD path` and `status`;
 * `path` is the subset's template, e.g. `/v1/promotions/tiers/{promotionTierId}`.
 */
export function officialErrors(method: string, path: string, status: number, body: unknown): string[] {
  const key = `${method.toLowerCase()} ${path} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(officialResponseSchema(method, path, status)) as object);
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/**
 * Errors of an introspection body: an active token against the official schema; an inactive one must be exactly
 * `{active: false}` (deviation 6 above).
 */
export function introspectionErrors(body: { active?: boolean }): string[] {
  if (body.active === false)
    return JSON.stringify(body) === '{"active":false}'
      ? []
      : [`inactive introspection must be {"active":false}, got ${JSON.stringify(body)}`];
  return officialErrors('post', '/v1/oauth/introspect', 200, body);
}

/** Operations of the official subset, as `METHOD path` strings. */
export const officialOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
    .map((m) => `${m.toUpperCase()} ${path}`),
);

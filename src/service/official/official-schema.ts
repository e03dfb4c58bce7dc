import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { nullsWhereOfficialIsNot } from './nullability.ts';

/**
 * Validates response bodies against the official OpenAPI document (the tests' conformance checks, and QA mode's
 * fidelity report, which imports this module only when first asked): the pinned subset (a copy of
 * `../shared/reference/voucherify-openapi-subset.json`, kept in the repository so a clean clone can run it) and, for
 * the other official operations the service answers, the extract of their responses (every status, with its JSON
 * schema where it has one) taken from the same commit (`voucherify-openapi-responses.json`, written by
 * official-responses-extract.ts). The components are registered once as `oas`; each response schema is compiled
 * with its `$ref`s pointed there.
 */
type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type OpenApi = {
  info?: { version?: string; description?: string };
  paths: Record<string, Record<string, { responses?: Responses }>>;
  components: { schemas: Record<string, unknown> };
  'x-official-operations'?: string[];
};

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as OpenApi;
const subset = read('./voucherify-openapi-subset.json');
const extract = read('./voucherify-openapi-responses.json');
/** Both files come from the same commit, so a component they share is the same in each. */
const schemas = { ...extract.components.schemas, ...subset.components.schemas } as Record<
  string,
  { required?: string[]; properties?: Record<string, any> }
>;

/*
 * Where the document contradicts itself (the list at the end of interface-notes.md), interface.md decides, and the
 * schema is corrected here before anything is validated against it:
 * 1. Template list (management and server-side): `required` names a `campaign_template` property that exists
 *    nowhere; the array is `data`, as `data_ref` (enum `data`) and interface.md say. The bogus entry is dropped. The
 *    tier setup's answer likewise requires a `campaign` it never has: its example answers `promotion_tier`, which is
 *    required instead.
 * 2. Webhook `events`: the enum spells `..._aded` while the examples and interface.md's Events list say `..._added`;
 *    the correct spellings are added.
 * 6. Introspection of an unknown token: the schema requires all seven fields, but interface.md and the example answer
 *    `{active: false}` only; `officialErrors` checks that body for equality instead.
 * 13. `ExportScheduledBase.user_id` is a non-null string while `ExportBase.user_id`, the examples and interface.md
 *    give null for exports made through the API; it is made nullable like `ExportBase`'s (it is also required, so
 *    leaving it out would not hold either).
 * 14. Filter condition values (`Any`) are a list whose items are `oneOf` string, date, date-time, number and object:
 *    a date-time string is also a string, so `oneOf` can never hold for one; it is read as `anyOf`.
 * 15. The single-code redemption (`7_obj_redemption_object_voucher_extended`: discount voucher or gift card) and its
 *    order (`7_obj_order_object`: "apply to order" or "apply to items") are `oneOf` variants without a `required`
 *    list, so every answer matches several and `oneOf` can never hold: they are read as `anyOf`. So is the client-side
 *    single-code validation's answer, `oneOf` a schema without properties (anything) and the invalid one. So is a
 *    customer activity's `data` (`CustomerActivityData`): `customer.created` and `customer.updated` both require
 *    only `customer`, so one body matches both.
 * 16. The promotion validation's tier (`6_res_validate_promotion_object`) types `valid` as a string while every example
 *    of the operation answers `true`: it is read as a boolean. Its `discount` (amount, percent, fixed, unit...) and
 *    its order (`6_obj_order_object`) are `oneOf` variants without a `required` list, read as `anyOf` as in 15. The
 *    single-tier validation (`6_res_validate_promotion_tier`) likewise: its valid variant's `valid` is read as a
 *    boolean, and its two variants, their `discount` and the invalid one's `error` (a custom message or an error
 *    body, which any error body also is) are read as `anyOf`.
 * 17. An async action's `result` is `oneOf` the result of every action type, all without a `required` list but the
 *    bulk updates', so one result matches several and `oneOf` can never hold: it is read as `anyOf`.
 * 18. A stacked validation's applicable redeemable (`ValidationsRedeemableApplicable`) has a `result` that is `oneOf`
 *    the result of each redeemable type (voucher code, gift card, loyalty card, promotion tier, stack), without a
 *    `required` list telling them apart: a voucher's `{discount}` is also a promotion tier's, so it is read as `anyOf`.
 * No other field is corrected to allow null: where the schema types a value as non-nullable and there is none, the
 * service leaves the field out (src/docs/behaviour-api.md, "Fields without a value").
 * Also: a created publication's `channel` is an enum of `API` alone, while the request takes any channel and the
 * operation's own example answers `"channel": "myown"` (the list's `channel` is a free string): the enum is dropped.
 * And the management `User` requires a `role` it never defines, which the operations' examples never answer (the
 * role is in `projects`): the entry is dropped.
 * And a voucher's transaction export echoes its code as `voucher_id.conditions.$in[0]`, typed `maxLength: 1` while the
 * operation's own examples answer `"HRwc0oHz"`: the bound is dropped. So is the same bound on the campaign id a
 * campaign's transaction export echoes (`TransactionsExportFilterConditionsWithCampaign`, answered
 * `"camp_5pgKwSKsAeQtFkRz6mfKpxxD"` in its examples), whose `created_at` conditions (`FilterConditionsDateTime`) are
 * typed as one date-time while the same examples answer lists (`"$after": ["2024-10-01T00:00:00.000Z"]`): a list of
 * them is read as well.
 * And the campaign summary (`CampaignsSummaryGetResponseBody`) is `oneOf` one shape per campaign type, where a
 * discount campaign's (every field of the promotion's, and the vouchers' and publications' figures) always matches the
 * promotion's too, so `oneOf` can never hold for it: it is read as `anyOf`.
 * And the metadata schema list (`MetadataSchemasListResponseBody`) requires `data` while its `data_ref` (enum
 * `schemas`), its properties, the example and the SDK's type name the array `schemas`: `schemas` is required instead.
 * And pending points (`LoyaltyPendingPoints`) require a `customer_id` and an `order_id`, as the hosted service makes
 * them only from paid orders; Promodesk's come from any earning (a custom event has no order) and leave out the ids
 * they do not have: the two are not required.
 * And the points expiration export's answer (`LoyaltiesPointsExpirationExportCreateResponseBody`) types `result` as an
 * object ("Always null." says its description) and `user_id` as a string, while both of the operation's examples
 * answer `"result": null, "user_id": null`: both are made nullable.
 * And a location polygon's `PolygonCoordinates` is a list of lists of integers, while its examples, and the GeoJSON
 * `Polygon` it names, are a list of rings of `[longitude, latitude]` positions in decimal degrees: it is read as
 * GeoJSON.
 * And `validity_hours.daily[].start_time/expiration_time` declare `format: time` (RFC 3339 `HH:MM:SS`) while their
 * descriptions, examples ("12:00") and interface.md say `HH:MM`; the `time` format accepts `HH:MM`.
 * And a points transfer answers the receiving card, typed on its own with `active` a string and every unset field
 * required, while its example answers `"active": true` and nulls: it is checked as the member it is (`LoyaltyMember`).
 * And a reward redemption's `reward` (`RedemptionRewardResult`) requires `reward`, `voucher`, `product`, `sku` and
 * `loyalty_tier_id` while the redeem-reward example answers none of them (nor does `reward` name a property): the
 * example's fields stay required; its `updated_at` is null there (as on `Reward`), and its product's `sku_id` is
 * nullable as on `Reward`.
 * And a management project (`ManagementProjectBaseWithConfig`) requires a `description` and a `webhook_token`, while
 * the create example answers neither (a project made without a description has none) and no example answers a
 * `webhook_token`: the two are not required.
 * And brand details (`ManagementProjectsBranding`) require `address.state` as a non-null string, while the create
 * request does not require it and every example of the operations answers `"state": null`: it is made nullable.
 * And where the hosted service's recorded answers (the official Ruby SDK suite's snapshots, the JS suite's assertions)
 * contradict the schema, the answers decide: a validation rule without items answers `"applicable_to": null`
 * (`ValidationRuleBase.applicable_to` is made nullable), a customer's cleared address line answers null (each line
 * of `CustomerBase.address` is made nullable), and an export echoes `$is_unknown: true` as sent (a filter
 * value, `Any`, may be a boolean).
 */
for (const templateList of [
  schemas.ManagementProjectsTemplatesCampaignsListResponseBody!,
  schemas.TemplatesCampaignsListResponseBody,
])
  if (templateList) templateList.required = templateList.required?.filter((name) => name !== 'campaign_template');
if (schemas.PolygonCoordinates)
  schemas.PolygonCoordinates = {
    type: 'array',
    items: { type: 'array', items: { type: 'array', items: { type: 'number' }, minItems: 2 } },
  } as (typeof schemas)[string];
const tierSetup = schemas.TemplatesCampaignsTierSetupCreateResponseBody;
if (tierSetup) tierSetup.required = tierSetup.required?.map((name) => (name === 'campaign' ? 'promotion_tier' : name));
const metadataSchemaList = schemas.MetadataSchemasListResponseBody;
if (metadataSchemaList) {
  metadataSchemaList.required = metadataSchemaList.required?.map((name) => (name === 'data' ? 'schemas' : name));
}
const events = schemas.ManagementProjectsWebhookBase!.properties!.events.items;
events.enum = [
  ...new Set([
    ...events.enum,
    ...events.enum.map((e: string) => e.replace(/_aded$|\.aded$/, (m) => m.replace('aded', 'added'))),
  ]),
];
schemas.ExportScheduledBase!.properties!.user_id.nullable = true;
const rewardResult = schemas.RedemptionRewardResult;
if (rewardResult) {
  const absentFromExample = ['reward', 'voucher', 'product', 'sku', 'loyalty_tier_id'];
  rewardResult.required = rewardResult.required?.filter((name) => !absentFromExample.includes(name));
  rewardResult.properties!.updated_at.nullable = true;
  rewardResult.properties!.parameters.properties.product.properties.sku_id.nullable = true;
}
/** Variants that overlap (no `required` list tells them apart), which `oneOf` can never hold for, read as `anyOf`. */
function readAsAnyOf(schema: unknown) {
  const variants = schema as { oneOf?: unknown[]; anyOf?: unknown[] } | undefined;
  if (!variants?.oneOf) return;
  variants.anyOf = variants.oneOf;
  delete variants.oneOf;
}
readAsAnyOf((schemas.Any as { items: unknown }).items);
const anyValue = schemas.Any as { type?: string; items: unknown };
schemas.Any = { anyOf: [anyValue, { type: 'boolean' }] } as unknown as NonNullable<typeof schemas.Any>;
const ruleItems = schemas.ValidationRuleBase?.properties?.applicable_to;
if (ruleItems) ruleItems.nullable = true;
for (const line of Object.values(schemas.CustomerBase?.properties?.address?.properties ?? {}))
  (line as { nullable?: boolean }).nullable = true;
for (const name of [
  '7_obj_redemption_object_voucher_extended',
  '7_obj_order_object',
  '6_obj_order_object',
  'CustomerActivityData',
]) {
  readAsAnyOf(schemas[name]);
}
readAsAnyOf(schemas.ValidationsRedeemableApplicable?.properties?.result);
const validPromotion = schemas['6_res_validate_promotion_object'];
if (validPromotion?.properties) {
  validPromotion.properties.valid = { type: 'boolean' };
  readAsAnyOf(validPromotion.properties.discount);
}
const validTier = schemas['6_res_validate_promotion_tier_true'];
if (validTier?.properties) validTier.properties.valid = { type: 'boolean' };
readAsAnyOf(schemas['6_res_validate_promotion_tier']);
for (const variant of [validTier, schemas['6_res_validate_promotion_tier_false']]) {
  readAsAnyOf(variant?.properties?.discount);
  readAsAnyOf(variant?.properties?.error);
}
readAsAnyOf(extract.paths['/client/v1/validate']?.get?.responses?.['200']?.content?.['application/json']?.schema);
delete schemas.PublicationsCreateBaseResponseBody?.properties?.channel.enum;
const pointsExport = schemas.LoyaltiesPointsExpirationExportCreateResponseBody?.properties;
if (pointsExport) {
  pointsExport.result.nullable = true;
  pointsExport.user_id.nullable = true;
}
const pendingPoints = schemas.LoyaltyPendingPoints;
if (pendingPoints)
  pendingPoints.required = pendingPoints.required?.filter((name) => name !== 'customer_id' && name !== 'order_id');
schemas.User!.required = schemas.User!.required?.filter((name) => name !== 'role');
delete schemas.VoucherTransactionsExportFilterConditions?.properties?.voucher_id.properties.conditions.properties.$in
  .items.maxLength;
const campaignCondition = schemas.TransactionsExportFilterConditionsWithCampaign?.properties;
if (campaignCondition) delete campaignCondition.campaign_id.properties.conditions.properties.$in.items.maxLength;
const dateConditions = schemas.FilterConditionsDateTime?.properties;
if (dateConditions)
  for (const bound of ['$after', '$before'])
    dateConditions[bound] = { anyOf: [dateConditions[bound], { type: 'array', items: dateConditions[bound] }] };
readAsAnyOf(schemas.CampaignsSummaryGetResponseBody);
readAsAnyOf(
  (schemas.AsyncAction as { allOf?: { properties?: { result?: unknown } }[] } | undefined)?.allOf?.[1]?.properties
    ?.result,
);

const projectWithConfig = schemas.ManagementProjectBaseWithConfig;
if (projectWithConfig)
  projectWithConfig.required = projectWithConfig.required?.filter(
    (name) => name !== 'description' && name !== 'webhook_token',
  );
const brandingAddress = schemas.ManagementProjectsBranding?.properties?.address;
if (brandingAddress) brandingAddress.properties.state.nullable = true;

const transferAnswer = schemas.LoyaltiesMembersTransfersCreateResponseBody;
if (transferAnswer) {
  delete transferAnswer.properties;
  delete transferAnswer.required;
  Object.assign(transferAnswer, { allOf: [{ $ref: '#/components/schemas/LoyaltyMember' }] });
}

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
ajv.addSchema({ $id: 'oas', components: rewriteRefs({ schemas }) });

/** A path with its parameters written `{}`: the documents name the same parameter differently at times. */
export const pathTemplate = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * The operations the two files describe (`method template`), and each JSON response schema by `method template
 * status`; the subset's win (it is the pinned reference).
 */
const described = new Set<string>();
/** `method template status` of every answer the document describes, with a body or without. */
const describedAnswers = new Set<string>();
const responseSchemas = new Map<string, unknown>();
for (const document of [extract, subset])
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters') continue;
      described.add(`${method} ${pathTemplate(path)}`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        describedAnswers.add(`${method} ${pathTemplate(path)} ${status}`);
        const schema = response.content?.['application/json']?.schema;
        if (schema) responseSchemas.set(`${method} ${pathTemplate(path)} ${status}`, schema);
      }
    }

/** The official document as one: its components (corrected as above), operations and JSON response schemas. */
export const officialDocument = { schemas, operations: described, responses: responseSchemas };

const compiled = new Map<string, ValidateFunction>();

/** The official response schema of one operation and status; `path` may name its parameters as the service does. */
export function officialResponseSchema(method: string, path: string, status: number): unknown {
  const schema = responseSchemas.get(`${method.toLowerCase()} ${pathTemplate(path)} ${status}`);
  if (!schema)
    throw new Error(`The official document has no JSON ${status} response for ${method.toUpperCase()} ${path}`);
  return schema;
}

/**
 * Ajv errors (empty when valid) of `body` against the official response schema of `METHOD path` and `status`,
 * e.g. `officialErrors('get', '/v1/promotions/tiers/{promotionTierId}', 200, tier)`, with the deviations above.
 */
export function officialErrors(method: string, path: string, status: number, body: unknown): string[] {
  const key = `${method.toLowerCase()} ${pathTemplate(path)} ${status}`;
  // Deviation 6 above: an inactive token's introspection is exactly `{active: false}`.
  if (key === 'post /v1/oauth/introspect 200' && (body as { active?: unknown } | null)?.active === false)
    return JSON.stringify(body) === '{"active":false}'
      ? []
      : [`inactive introspection must be {"active":false}, got ${JSON.stringify(body)}`];
  return errorsAgainst(key, () => officialResponseSchema(method, path, status), body);
}

/** Ajv errors in words of `value` against the schema `key` names, compiled the first time it is asked for. */
function errorsAgainst(key: string, schema: () => unknown, value: unknown): string[] {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema()) as object);
    compiled.set(key, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/**
 * Ajv errors (empty when valid) of `value` against one official component schema by name, e.g. `SimpleVoucher`:
 * for what the document describes apart from any answer, such as the objects a webhook event carries.
 */
export function officialSchemaErrors(name: string, value: unknown): string[] {
  const key = `#/components/schemas/${name}`;
  if (!Object.hasOwn(schemas, name)) throw new Error(`The official document has no schema ${name}`);
  return errorsAgainst(key, () => ({ $ref: key }), value);
}

/**
 * Every place (a JSON pointer) where `body` holds null and the official response schema of `METHOD path` and
 * `status` does not allow it: the rule every response keeps (src/docs/behaviour-api.md, "Fields without a value"),
 * judged alone.
 */
export const officialNullErrors = (method: string, path: string, status: number, body: unknown) =>
  nullsWhereOfficialIsNot(body, { root: officialResponseSchema(method, path, status), definitions: schemas });

/** The specification these checks are pinned to, as the fidelity report names it. */
export const pinnedSpecification = {
  source: 'voucherifyio/voucherify-openapi',
  commit: /@ ([0-9a-f]{40})/.exec(extract.info?.description ?? '')?.[1] ?? 'unknown',
  version: extract.info?.version ?? 'unknown',
};

/**
 * How the official document describes an operation's answer with this status: with a JSON schema, without a body
 * (a 204), or not at all.
 */
export function officialAnswer(method: string, path: string, status: number): 'json' | 'empty' | 'undescribed' {
  const key = `${method.toLowerCase()} ${pathTemplate(path)} ${status}`;
  if (responseSchemas.has(key)) return 'json';
  return describedAnswers.has(key) ? 'empty' : 'undescribed';
}

/** Every operation of the official document, as `method template` strings. */
export const officialOperations = new Set(
  (extract['x-official-operations'] ?? []).map((operation) => {
    const [method, path] = operation.split(' ');
    return `${method!.toLowerCase()} ${pathTemplate(path!)}`;
  }),
);

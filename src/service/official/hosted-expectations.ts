import { pathTemplate } from './official-schema.ts';

/**
 * What the hosted service answers more precisely than the official OpenAPI allows: the defaults it fills where a
 * request is silent and the shapes it keeps, each with where it is recorded. QA mode's fidelity report judges every
 * answer by them too (src/docs/qa-mode.md), so an answer that validates but picks another default still differs.
 * Checks read the request and the answer only, after the answer has gone; each is a few field reads.
 */

/** One exchange with an official operation: the request's JSON body (undefined without one) and the answer's. */
export type Exchange = { status: number; request: unknown; answer: unknown };

type Expectation = {
  /** `METHOD template` as the official document names the operations (parameter names may differ). */
  operations: string[];
  /** The answers judged: these statuses only, or every status. */
  statuses?: number[];
  /** Where the hosted behaviour is recorded, as a difference names it. */
  source: string;
  /** The differences in words; none when the answer is as the hosted service's. */
  check: (exchange: Exchange) => string[];
};

type Json = Record<string, unknown>;
const fields = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const words = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** Equal as JSON, whatever the order of keys (PostgreSQL's jsonb keeps its own). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const [left, right] = [Object.entries(a), b as Json];
  return left.length === Object.keys(right).length && left.every(([key, value]) => sameJson(value, right[key]));
}

/** The hosted "alphanumeric" charset, spelled out in the order the hosted service answers it. */
export const hostedAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Campaign types whose new campaigns the hosted service answers with `use_voucher_metadata_schema`, and its value. */
const voucherMetadataSchemaByType: Record<string, boolean> = {
  DISCOUNT_COUPONS: true,
  LOYALTY_PROGRAM: true,
  PROMOTION: false,
};

function createdCampaign({ request, answer }: Exchange): string[] {
  const [sent, got] = [fields(request), fields(answer)];
  const found: string[] = [];
  const expectedType = sent.type ?? 'STATIC';
  if (got.type !== expectedType)
    found.push(`type is ${words(got.type)} where the hosted service answers ${words(expectedType)}`);
  const charset = fields(fields(got.voucher).code_config).charset;
  if (
    charset !== undefined &&
    fields(fields(sent.voucher).code_config).charset === undefined &&
    charset !== hostedAlphanumeric
  )
    found.push(`voucher.code_config.charset is ${words(charset)} where the hosted service answers "0-9a-zA-Z"`);
  const schemaDefault = voucherMetadataSchemaByType[String(sent.campaign_type)];
  if (sent.use_voucher_metadata_schema === undefined && schemaDefault !== undefined)
    if (got.use_voucher_metadata_schema !== schemaDefault)
      found.push(
        `use_voucher_metadata_schema is ${words(got.use_voucher_metadata_schema)} where the hosted service answers ${schemaDefault} for a ${words(sent.campaign_type)} campaign`,
      );
  if (!sameJson(got.metadata, sent.metadata))
    found.push(
      sent.metadata === undefined
        ? `metadata is ${words(got.metadata)} where the hosted service answers none when none is sent`
        : `metadata is ${words(got.metadata)} where the hosted service answers it as sent`,
    );
  return found;
}

function savedCustomer({ answer }: Exchange): string[] {
  const got = fields(answer);
  const referrals = fields(got.referrals);
  const found: string[] = [];
  if (typeof referrals.total !== 'number' || !Array.isArray(referrals.campaigns))
    found.push(`referrals is ${words(got.referrals)} where the hosted service answers {total, campaigns}`);
  if (got.system_metadata === undefined) found.push('system_metadata is left out where the hosted service answers it');
  return found;
}

function createdRule({ request, answer }: Exchange): string[] {
  const [sent, got] = [fields(request), fields(answer)];
  const found: string[] = [];
  const numbered = Object.keys(fields(sent.rules)).some((key) => /^\d+$/.test(key));
  if (numbered && typeof fields(got.rules).logic !== 'string')
    found.push('rules.logic is left out where the hosted service answers the logic of the numbered rules');
  if (sent.type !== undefined && got.type !== sent.type)
    found.push(`type is ${words(got.type)} where the hosted service echoes ${words(sent.type)}`);
  if (sent.applicable_to === undefined && got.applicable_to != null)
    found.push(`applicable_to is ${words(got.applicable_to)} where the hosted service answers null when none is sent`);
  return found;
}

function pointsTransactions({ answer }: Exchange): string[] {
  const got = fields(answer);
  const found: string[] = [];
  if (typeof got.has_more !== 'boolean') found.push('has_more is left out where the hosted service answers it');
  const data = Array.isArray(got.data) ? got.data : [];
  const bare = data.filter((t) => String(fields(t).type).startsWith('POINTS_') && !fields(fields(t).details).balance);
  if (bare.length)
    found.push(`${bare.length} points transaction(s) without details.balance, which the hosted service answers`);
  return found;
}

function inapplicableErrors({ answer }: Exchange): string[] {
  const listed = fields(answer).inapplicable_redeemables;
  return (Array.isArray(listed) ? listed : []).flatMap((item, i) => {
    const { id, object, result } = fields(item);
    const error = fields(fields(result).error);
    if (error.redeemable_type === object && error.redeemable_id === id) return [];
    return [
      `inapplicable_redeemables[${i}].result.error names no redeemable_type and redeemable_id of ${object} ${id}`,
    ];
  });
}

const expectations: Expectation[] = [
  {
    operations: ['POST /v1/campaigns'],
    statuses: [200],
    source: "the Ruby SDK suite's recorded campaigns",
    check: createdCampaign,
  },
  {
    operations: ['POST /v1/customers'],
    statuses: [200],
    source: "the Ruby SDK suite's recorded customers/created_customer",
    check: savedCustomer,
  },
  {
    operations: ['POST /v1/validation-rules'],
    statuses: [200],
    source: "the Ruby SDK suite's recorded validation rules",
    check: createdRule,
  },
  {
    operations: ['GET /v1/loyalties/{}/members/{}/transactions', 'GET /v1/loyalties/members/{}/transactions'],
    statuses: [200],
    source: "the Ruby SDK suite's recorded loyalties/member_transactions",
    check: pointsTransactions,
  },
  {
    operations: ['DELETE /v1/campaigns/{}'],
    source: "the official document's example",
    check: ({ status, answer }) =>
      status < 300 && (status !== 202 || typeof fields(answer).async_action_id !== 'string')
        ? [`a deletion answers ${status} where the hosted service answers 202 {async_action_id}`]
        : [],
  },
  {
    operations: ['POST /v1/redemptions/{}/rollback', 'POST /v1/redemptions/{}/rollbacks'],
    source: 'the changelog, 1 July 2026: Redemption rollback',
    check: ({ status, answer }) =>
      fields(answer).key === 'multiple_requests' && status !== 400
        ? [`a concurrent rollback answers ${status} where the hosted service answers 400 multiple_requests`]
        : [],
  },
  {
    operations: ['POST /v1/validations', 'POST /client/v1/validations'],
    statuses: [200],
    source: 'the changelog, 12 Mar 2026: Errors in validations and redemptions',
    check: inapplicableErrors,
  },
];

const byOperation = new Map<string, Expectation[]>();
for (const expectation of expectations)
  for (const operation of expectation.operations) {
    const key = pathTemplate(operation);
    byOperation.set(key, [...(byOperation.get(key) ?? []), expectation]);
  }

/** Where an answer of `METHOD template` differs from the hosted service's, in words naming their source. */
export function hostedDifferences(operation: string, exchange: Exchange): string[] {
  return (byOperation.get(pathTemplate(operation)) ?? [])
    .filter((e) => !e.statuses || e.statuses.includes(exchange.status))
    .flatMap((e) => e.check(exchange).map((difference) => `${difference} (${e.source})`));
}

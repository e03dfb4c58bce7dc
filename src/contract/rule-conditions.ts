import { z } from 'zod';

/*
 * The conditions validation rules are made of (the rule set around them is `validation-rule.ts`). Validation rules
 * in the hosted language: numbered rules ("1".."n") joined by a `logic` expression, each rule a
 * condition name, its operators (`order.amount` with `$more_than: [1000]`, all of which must hold) and optionally
 * nested numbered rules with their own logic. Names are the hosted ones; the underscore spelling the official SDK's
 * suite sends (`customer_segment`) is read as the dotted one. A name the hosted service documents but this engine
 * cannot evaluate is refused ("not supported") rather than stored as a rule that would silently pass.
 *
 * | name                                  | compares                                                              |
 * |---------------------------------------|-----------------------------------------------------------------------|
 * | `order.amount`, `order.initial_amount`| order amount (minor units), numeric operators                         |
 * | `order.items.count`                   | sum of item quantities                                                |
 * | `order.items.price_any` / `_each`     | unit price of any / every line                                        |
 * | `order.items.metadata_any` / `_each`  | `property` of the metadata of any / every line                        |
 * | `order.metadata`                      | `property` of the order's metadata                                    |
 * | `product.id`, `sku.id`                | ids (or `{id}`/`{source_id}` objects) of the lines; an object with    |
 * |                                       | `object: "products_collection"` matches lines of that collection      |
 * | `product.price`/`quantity`/`metadata` | a line in scope (all lines, or those a parent `product.id` matched)   |
 * | `sku.price`, `sku.quantity`           | the same for SKU lines                                                |
 * | `customer.metadata`                   | `property` of the customer's metadata                                 |
 * | `customer.segment`                    | segment ids of the customer                                           |
 * | `redemption.count.per_customer`       | this customer's redemptions of the incentive (the code or tier), this |
 * |                                       | one included (also `.daily`, `.weekly`, `.monthly`)                   |
 * | `redemption.count.daily`              | the incentive's redemptions this day (`.weekly`, `.monthly`), this one |
 * | `redemption.count`, `campaign.redemptions.count` | all redemptions of the campaign, this one included         |
 * | `campaign.orders.amount_discounted`   | discounts given by the campaign's redemptions so far                  |
 * | `campaign.orders.amount`              | order value of the campaign's redemptions so far                      |
 * | `campaign.redemptions.count.daily`    | the campaign's redemptions this calendar day (`.weekly` from Monday,  |
 * |                                       | `.monthly` this month; UTC), this one included                        |
 * | `campaign.redemptions.customers_count`| this customer's redemptions in the campaign (also `.daily`, `.weekly`,|
 * |                                       | `.monthly`), this one included                                        |
 * | `order.total_amount`                  | the order's amount less the discounts it was sent with                |
 * | `redemption.metadata`                 | `property` of the redemption (or validation) request's metadata       |
 * | `redemption.gift.amount`              | what the gift card pays: the credits asked for, else its balance up   |
 * |                                       | to the order's amount                                                 |
 * | `redemption.reward.pay_with_points.points_used` | the points a loyalty card spends on its reward in this request |
 * | `redemption.api_key`                  | the client id of the key the request came with (none from the console)|
 * | `redemption.user.login`               | the email of the person redeeming from the console (none by API)      |
 * | `redemption.count.per_api_key`        | the incentive's redemptions through this key (`.per_user`: by this    |
 * |                                       | person), this one included                                            |
 * | `product.metadata.aggregated_quantity`| sum of the quantities (`_amount`: of the amounts) of the lines in     |
 * |                                       | scope, e.g. those a parent `product.metadata` matched                 |
 * | `custom_event.metadata`               | `property` of the custom event's metadata (earning rules on events)   |
 * | flags (`$is: [true]`):                |                                                                       |
 * | `product.discount_applicable`,        | the lines in scope (those the parent `product.id`, `sku.id` or        |
 * | `sku.discount_applicable`,            | `product.metadata` matched) are not empty, and the discount applies   |
 * | `product.metadata.discount_applicable`| to them (per item)                                                    |
 * | `product.metadata.match_all`          | the lines in scope are every line of the order                        |
 * | `publication.redeemable_by_linked_customer` | the code is published to the customer redeeming it              |
 */

/** Conditions on segment membership and customer metadata: the only ones `audienceRulesOnly` checks. */
export const AUDIENCE_CONDITION_NAMES = ['customer.metadata', 'customer.segment'] as const;

type Kind = 'numeric' | 'ids' | 'metadata' | 'flag';
export const CONDITION_KINDS = {
  'order.amount': 'numeric',
  'order.initial_amount': 'numeric',
  'order.items.count': 'numeric',
  'order.items.price_any': 'numeric',
  'order.items.price_each': 'numeric',
  'order.items.metadata_any': 'metadata',
  'order.items.metadata_each': 'metadata',
  'order.metadata': 'metadata',
  'product.id': 'ids',
  'product.price': 'numeric',
  'product.quantity': 'numeric',
  'product.metadata': 'metadata',
  'sku.id': 'ids',
  'sku.price': 'numeric',
  'sku.quantity': 'numeric',
  'customer.metadata': 'metadata',
  'customer.segment': 'ids',
  'redemption.count.per_customer': 'numeric',
  'redemption.count': 'numeric',
  'campaign.redemptions.count': 'numeric',
  'campaign.orders.amount_discounted': 'numeric',
  'campaign.orders.amount': 'numeric',
  'campaign.redemptions.count.daily': 'numeric',
  'campaign.redemptions.count.weekly': 'numeric',
  'campaign.redemptions.count.monthly': 'numeric',
  'campaign.redemptions.customers_count': 'numeric',
  'campaign.redemptions.customers_count.daily': 'numeric',
  'campaign.redemptions.customers_count.weekly': 'numeric',
  'campaign.redemptions.customers_count.monthly': 'numeric',
  'order.total_amount': 'numeric',
  'redemption.metadata': 'metadata',
  'redemption.count.daily': 'numeric',
  'redemption.count.weekly': 'numeric',
  'redemption.count.monthly': 'numeric',
  'redemption.count.per_customer.daily': 'numeric',
  'redemption.count.per_customer.weekly': 'numeric',
  'redemption.count.per_customer.monthly': 'numeric',
  'redemption.gift.amount': 'numeric',
  'redemption.reward.pay_with_points.points_used': 'numeric',
  'redemption.api_key': 'ids',
  'redemption.count.per_api_key': 'numeric',
  'redemption.user.login': 'ids',
  'redemption.count.per_user': 'numeric',
  'product.metadata.aggregated_quantity': 'numeric',
  'product.metadata.aggregated_amount': 'numeric',
  'custom_event.metadata': 'metadata',
  'product.discount_applicable': 'flag',
  'sku.discount_applicable': 'flag',
  'product.metadata.discount_applicable': 'flag',
  'product.metadata.match_all': 'flag',
  'publication.redeemable_by_linked_customer': 'flag',
} as const satisfies Record<string, Kind>;
export type ValidationRuleConditionName = keyof typeof CONDITION_KINDS;

/** The underscore spellings of the hosted names (the `property` docs and the SDK's suite use them). */
const UNDERSCORE_NAMES: Record<string, string> = {
  customer_segment: 'customer.segment',
  customer_metadata: 'customer.metadata',
  order_metadata: 'order.metadata',
  order_items_metadata: 'order.items.metadata_any',
  product_metadata: 'product.metadata',
  redemption_metadata: 'redemption.metadata',
  custom_event_metadata: 'custom_event.metadata',
};

export const conditionNameSchema = z.string().transform((name, ctx) => {
  const dotted = Object.hasOwn(UNDERSCORE_NAMES, name) ? UNDERSCORE_NAMES[name]! : name;
  if (Object.hasOwn(CONDITION_KINDS, dotted)) return dotted as ValidationRuleConditionName;
  ctx.addIssue({ code: 'custom', message: `Unknown condition "${name.slice(0, 100)}"` });
  return z.NEVER;
});

// Rules come from callers and are evaluated on every redemption and qualification: their size is bounded.
export const text = z.string().max(500);
const idRefSchema = z
  .object({
    id: text.optional(),
    source_id: text.optional(),
    object: z.enum(['product', 'sku', 'products_collection']).optional(),
  })
  .refine((ref) => ref.id !== undefined || ref.source_id !== undefined, 'Give an id or a source_id');
const valueSchema = z.union([text, z.number(), z.boolean(), idRefSchema]);
export type ConditionValue = z.infer<typeof valueSchema>;
const values = z.array(valueSchema).min(1).max(1000).optional();

export const OPERATORS = {
  numeric: ['$is', '$is_not', '$more_than', '$more_than_or_equal', '$less_than', '$less_than_or_equal'],
  ids: ['$is', '$is_not', '$in', '$not_in'],
  metadata: [
    '$is',
    '$is_not',
    '$in',
    '$not_in',
    '$more_than',
    '$more_than_or_equal',
    '$less_than',
    '$less_than_or_equal',
    '$starts_with',
    '$ends_with',
    '$contains',
  ],
  flag: ['$is', '$is_not'],
} as const satisfies Record<Kind, readonly string[]>;
export type ConditionOperator = (typeof OPERATORS)['metadata'][number];

export const operatorsSchema = z
  .object(Object.fromEntries(OPERATORS.metadata.map((op) => [op, values])) as Record<ConditionOperator, typeof values>)
  .strict();
export type ConditionOperators = z.infer<typeof operatorsSchema>;

const SINGLE_VALUED: ReadonlySet<string> = new Set([
  '$is',
  '$is_not',
  '$more_than',
  '$more_than_or_equal',
  '$less_than',
  '$less_than_or_equal',
  '$starts_with',
  '$ends_with',
  '$contains',
]);

export function checkOperators(
  rule: { name: ValidationRuleConditionName; property?: string | null | undefined; conditions: ConditionOperators },
  ctx: z.RefinementCtx,
) {
  const kind: Kind = CONDITION_KINDS[rule.name];
  const allowed: readonly string[] = OPERATORS[kind];
  const given = Object.entries(rule.conditions).filter(([, v]) => v !== undefined);
  if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Give at least one operator' });
  if (kind === 'metadata' && !rule.property) {
    ctx.addIssue({
      code: 'custom',
      path: ['property'],
      message: `"${rule.name}" needs the metadata property to compare`,
    });
  }
  for (const [op, list = []] of given) {
    const path = ['conditions', op];
    if (!allowed.includes(op)) ctx.addIssue({ code: 'custom', path, message: `"${rule.name}" does not take ${op}` });
    else if (SINGLE_VALUED.has(op) && kind !== 'ids' && list.length !== 1) {
      ctx.addIssue({ code: 'custom', path, message: `${op} takes one value` });
    }
    const wrong = list.findIndex((v) =>
      kind === 'numeric'
        ? typeof v !== 'number'
        : kind === 'flag'
          ? typeof v !== 'boolean'
          : kind === 'metadata'
            ? typeof v === 'object'
            : typeof v === 'boolean' ||
              typeof v === 'number' ||
              (typeof v === 'object' && v.object === 'products_collection' && rule.name !== 'product.id'),
    );
    if (wrong >= 0) ctx.addIssue({ code: 'custom', path: [...path, wrong], message: valueMessage[kind] });
  }
}
const valueMessage: Record<Kind, string> = {
  numeric: 'Expected a number',
  ids: 'Expected an id or an {id} object',
  metadata: 'Expected a text, a number or a boolean',
  flag: 'Expected true or false',
};

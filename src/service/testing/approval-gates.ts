/*
 * What a person whose role needs approval meets on each route that changes programs (`campaigns:write` or
 * `promotions:toggle`), for the approval-gates test: a route added later fails it until it is written here.
 * - `held`: the change waits for an approver (or the object comes switched off with its switch-on held), with the
 *   kind of approval it asks for;
 * - `open`: the route cannot put a discount live nor change what one gives, its limits or its audience.
 */
type Gate = { held: string } | { open: string };

const switchOn = { held: 'publish: switching it on waits for approval' };
const madeOff = { held: 'publish: it comes switched off, switching it on held' };
const ruleChange = { held: 'budget: a rule that guards campaigns or tiers changes only once approved' };
const takesAway = { open: 'takes a discount or a code away, never gives one' };
const catalog = { open: 'catalog facts the shop owns; what a discount targets is in its rules' };
const shopData = { open: "the shop's customers and orders, not a change of a program" };
const points = { open: 'points and members of a loyalty program as it is' };
const offered = { held: 'discount: a reward offered in a program for points' };
const priced = { held: "discount: a reward's price in points" };
const importedOff = { held: 'publish: each imported code comes switched off, switching it on held' };
const eachRow = { held: 'discount: each row as its own code edit' };
const stacks = { held: 'discount: which tiers combine' };
const combining = { held: 'discount: how many discounts combine' };
const earning = { held: 'discount: what earns points' };
const brandDetails = { open: "the brand's name, address and links, not a discount" };

export const approvalGates: Record<string, Gate> = {
  'POST /v1/templates/campaigns/{campaignTemplateId}/campaign-setup': madeOff,
  'POST /promodesk/projects/{projectId}/templates/{templateId}/campaign-preview': { open: 'a preview writes nothing' },
  'POST /v1/campaigns/{campaignId}/enable': switchOn,
  'PUT /v1/campaigns/{campaignId}': {
    held: "budget: a campaign's validity, limits, category or metadata (its words are not)",
  },
  'DELETE /v1/campaigns/{campaignId}': takesAway,
  'POST /promodesk/projects/{projectId}/campaigns/{campaignId}/duplicate': madeOff,
  'POST /v1/templates/campaigns': { open: 'a template is no live discount: a campaign set up from it is held' },
  'PUT /v1/templates/campaigns/{campaignTemplateId}': { open: "a template's name and description, no live discount" },
  'DELETE /v1/templates/campaigns/{campaignTemplateId}': { open: 'a template is no live discount: its campaigns stay' },
  'POST /v1/templates/campaigns/{campaignTemplateId}/tier-setup': madeOff,
  'POST /v1/categories': { open: 'a new category holds no redeemable yet' },
  'PUT /v1/categories/{categoryId}': {
    held: 'discount: a category’s stacking type and hierarchy decide what combines',
  },
  'DELETE /v1/categories/{categoryId}': { held: 'discount: its redeemables stack by other rules then' },
  'DELETE /v1/trash-bin/{binEntryId}': takesAway,
  'POST /promodesk/projects/{projectId}/trash-bin/{binEntryId}/restore': madeOff,
  'POST /v1/rewards': { open: 'a new reward gives nothing until a program offers it, which is held' },
  'PUT /v1/rewards/{rewardId}': { held: 'discount: what a reward gives and its stock (its words are not)' },
  'DELETE /v1/rewards/{rewardId}': takesAway,
  'POST /v1/rewards/{rewardId}/assignments': offered,
  'PUT /v1/rewards/{rewardId}/assignments/{assignmentId}': priced,
  'DELETE /v1/rewards/{rewardId}/assignments/{assignmentId}': takesAway,
  'POST /v1/loyalties/{campaignId}/rewards': offered,
  'PUT /v1/loyalties/{campaignId}/rewards/{assignmentId}': priced,
  'DELETE /v1/loyalties/{campaignId}/rewards/{assignmentId}': takesAway,
  'POST /v1/products': catalog,
  'PUT /v1/products/{productId}': catalog,
  'DELETE /v1/products/{productId}': catalog,
  'POST /v1/products/{productId}/skus': catalog,
  'PUT /v1/products/{productId}/skus/{skuId}': catalog,
  'DELETE /v1/products/{productId}/skus/{skuId}': catalog,
  'POST /v1/product-collections': { open: 'a new collection is in no rule yet' },
  'PUT /v1/product-collections/{productCollectionId}': {
    held: 'budget: a new filter changes what a discount targeting it takes (a rename does not)',
  },
  'DELETE /v1/product-collections/{productCollectionId}': { held: 'budget: a discount targeting it no longer does' },
  'POST /v1/segments': { open: 'a new segment is in no rule yet' },
  'DELETE /v1/segments/{segmentId}': { held: 'budget: a rule naming it no longer narrows its audience' },
  'POST /management/v1/projects/{projectId}/metadata-schemas': { open: 'the shape of metadata' },
  'PUT /management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}': { open: 'the shape of metadata' },
  'DELETE /management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}': { open: 'the shape of metadata' },
  'POST /management/v1/projects/{projectId}/custom-event-schemas': { open: 'the shape of a custom event' },
  'PUT /management/v1/projects/{projectId}/custom-event-schemas/{customEventSchemaId}': {
    open: 'the shape of a custom event',
  },
  'DELETE /management/v1/projects/{projectId}/custom-event-schemas/{customEventSchemaId}': {
    open: 'the shape of a custom event',
  },
  'POST /management/v1/projects/{projectId}/branding': brandDetails,
  'PUT /management/v1/projects/{projectId}/branding/{brandingId}': brandDetails,
  'DELETE /management/v1/projects/{projectId}/branding/{brandingId}': brandDetails,
  'POST /v1/vouchers/import': importedOff,
  'POST /v1/vouchers/bulk/async': eachRow,
  'POST /v1/vouchers/metadata/async': eachRow,
  'POST /v1/customers/bulk/async': shopData,
  'POST /v1/customers/metadata/async': shopData,
  'POST /v1/vouchers/importCSV': importedOff,
  'POST /v1/customers/importCSV': shopData,
  'POST /v1/products/bulk/async': catalog,
  'POST /v1/products/metadata/async': catalog,
  'POST /v1/products/importCSV': catalog,
  'POST /v1/skus/importCSV': catalog,
  'POST /v1/campaigns/{campaignId}/import': importedOff,
  'POST /v1/campaigns/{campaignId}/importCSV': importedOff,
  'POST /v1/orders/import': shopData,
  'POST /v1/publications': { open: 'hands out a code of a campaign as it was approved' },
  'POST /client/v1/publish': { open: 'hands out a code of a campaign as it was approved' },
  'POST /v1/validation-rules': { open: 'a new rule guards nothing until assigned, which is held' },
  'PUT /v1/validation-rules/{validationRuleId}': ruleChange,
  'DELETE /v1/validation-rules/{validationRuleId}': ruleChange,
  'POST /v1/validation-rules/{validationRuleId}/assignments': ruleChange,
  'DELETE /v1/validation-rules/{validationRuleId}/assignments/{assignmentId}': ruleChange,
  'POST /v1/campaigns/{campaignId}/disable': takesAway,
  'POST /v1/promotions/tiers/{promotionTierId}/enable': switchOn,
  'POST /v1/promotions/tiers/{promotionTierId}/disable': takesAway,
  'POST /v1/campaigns': madeOff,
  'POST /v1/promotions/{campaignId}/tiers': madeOff,
  'PUT /v1/promotions/tiers/{promotionTierId}': { held: 'discount: a new discount waits (its other fields do not)' },
  'DELETE /v1/promotions/tiers/{promotionTierId}': takesAway,
  'POST /v1/promotions/{campaignId}/stacks': stacks,
  'PUT /v1/promotions/{campaignId}/stacks/{stackId}': stacks,
  'DELETE /v1/promotions/{campaignId}/stacks/{stackId}': stacks,
  'POST /management/v1/projects/{projectId}/stacking-rules': combining,
  'PUT /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': combining,
  'DELETE /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': combining,
  'POST /v1/vouchers/{code}/enable': switchOn,
  'POST /v1/vouchers/{code}/disable': takesAway,
  'POST /v1/vouchers': madeOff,
  'POST /v1/vouchers/{code}': madeOff,
  'PUT /v1/vouchers/{code}': {
    held: "discount (publish when it switches it on): a code's discount, validity, category, metadata",
  },
  'DELETE /v1/vouchers/{code}': takesAway,
  'POST /v1/vouchers/{code}/balance': {
    held: "discount: credits added to a gift card (a loyalty card's points need loyalty:points)",
  },
  'POST /v1/campaigns/{campaignId}/vouchers': madeOff,
  'POST /v1/campaigns/{campaignId}/vouchers/{code}': madeOff,
  'POST /promodesk/projects/{projectId}/campaigns/{campaignId}/vouchers/import': {
    held: 'publish: the whole import waits for one approval',
  },
  'POST /v1/loyalties': madeOff,
  'PUT /v1/loyalties/{campaignId}': { held: "budget: a program's settings, as a campaign's" },
  'DELETE /v1/loyalties/{campaignId}': takesAway,
  'POST /v1/loyalties/{campaignId}/earning-rules': earning,
  'PUT /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': earning,
  'DELETE /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': takesAway,
  'POST /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}/enable': { held: 'publish: switching it on waits' },
  'POST /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}/disable': takesAway,
  'POST /v1/loyalties/{campaignId}/members': points,
  'POST /v1/loyalties/{campaignId}/tiers': { held: "discount: a program's tiers, their multipliers and rewards" },
  'POST /v1/referrals/{campaignId}/members/{memberId}/holders': points,
  'DELETE /v1/referrals/{campaignId}/members/{memberId}/holders/{holderId}': points,
  'POST /v1/referrals/members/{memberId}/holders': points,
  'DELETE /v1/referrals/members/{memberId}/holders/{holderId}': points,
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/activate': points,
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/cancel': points,
  'POST /v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/balance': points,
  'POST /v1/customers': shopData,
  'PUT /v1/customers/{customerId}': shopData,
  'DELETE /v1/customers/{customerId}': shopData,
  'POST /v1/customers/{customerId}/permanent-deletion': shopData,
  'PUT /v1/customers/{customerId}/consents': shopData,
  'POST /client/v1/customers': shopData,
  'PUT /client/v1/customers/{customerId}/consents': shopData,
  'POST /promodesk/projects/{projectId}/bulk-actions': {
    held: 'publish, discount: each row as its own route (a bulk enable or metadata edit is held)',
  },
  'POST /promodesk/projects/{projectId}/bulk-actions/{bulkActionId}/undo': {
    held: 'publish: each row as its own route (an undone disable is held)',
  },
};

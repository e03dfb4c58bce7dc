/*
 * Which of an event's earning rules give points, and how many: the reading half of earning, shared by the awards
 * (`earning.ts`) and the points estimation (`estimate.ts`), so both judge by one set of rules. Nothing is written.
 */
import type { CustomerRequest } from '../../../contract/customer.ts';
import { earnedPoints, tierLoyalty, type EarningInput } from '../../domain/earning-points.ts';
import { evaluateRule } from '../../domain/rules.ts';
import { isValidAt } from '../../domain/validity.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { liveRulesFor, type EarningRuleRow } from '../../store/repositories/earning-rules.ts';
import { findRules } from '../../store/repositories/validation-rules.ts';
import { withMembership } from '../segments/membership.ts';
import { ruleCustomer } from '../rule-inputs.ts';
import { cardTierMappings } from './tier-mappings.ts';

export type EarningCampaign = Awaited<ReturnType<typeof liveRulesFor>>[number]['campaign'];

/** What decides which of an event's rules give points, and how many: the rules' side of a trigger. */
export type EarningEvent = EarningInput & {
  projectId: string;
  event: string;
  /** The customer the rules' guards judge; none when the customer is not stored (an estimation's new customer). */
  customerId: string | undefined;
  at: Date;
  /** Only this card (a custom event naming `loyalty.code`); also limits the rules to its program. */
  card?: { id: string; campaignId: string } | undefined;
  /** Only this program's rules, without a card (an estimation for a customer who would join). */
  programId?: string | undefined;
  /** Which of the event's rules apply (a segment's, a tier's). */
  applies?: ((rule: EarningRuleRow) => boolean) | undefined;
  /** The request's model snapshot, which keeps the live rules (earning rules and programs raise its version). */
  model?: ModelSnapshot | undefined;
  /** The customer as a request sent them (an estimation's), judged with the stored one by the rules' guards. */
  requestedCustomer?: CustomerRequest | undefined;
};

/** The event's live rules, from its model snapshot when it has one. */
function liveRulesOf(tx: Executor, trigger: EarningEvent) {
  const { projectId, event, model } = trigger;
  const programId = trigger.card?.campaignId ?? trigger.programId;
  const read = async () => liveRulesFor(tx, projectId, event, programId);
  return model ? model.memo(`live-earning-rules:${projectId}:${event}:${programId ?? ''}`, read) : read();
}

/** A rule's own window, inheriting the program's start and expiration dates where it sets none. */
function ruleIsLive(rule: EarningRuleRow, campaign: EarningCampaign, at: Date) {
  const own = rule.definition;
  const window = {
    start_date: own.start_date ?? campaign.validity.start_date,
    expiration_date: own.expiration_date ?? campaign.validity.expiration_date,
    validity_timeframe: own.validity_timeframe,
    validity_day_of_week: own.validity_day_of_week,
    validity_hours: own.validity_hours,
  };
  return isValidAt(window, at).valid;
}

async function guardPasses(tx: Executor, rule: EarningRuleRow, trigger: EarningEvent) {
  if (!rule.validationRuleId) return true;
  const [guard] = await findRules(tx, [rule.validationRuleId]);
  if (!guard) return false;
  const customer = trigger.customerId ? await findCustomer(tx, trigger.projectId, trigger.customerId) : undefined;
  const stored = await withMembership(tx, customer, trigger.at);
  const order = trigger.order;
  const outcome = evaluateRule(
    { rules: guard.rules },
    {
      customer: ruleCustomer(stored, trigger.requestedCustomer),
      order: order && {
        amount: order.amount ?? 0,
        initial_amount: order.initial_amount,
        metadata: order.metadata,
        items: (order.items ?? []).map((item) => ({
          product_id: item.product_id,
          source_id: item.source_id,
          sku_id: item.sku_id,
          quantity: item.quantity ?? 1,
          price: item.price,
          metadata: item.metadata,
        })),
      },
      redemptions: { perCustomer: 0, campaignTotal: 0 },
      eventMetadata: trigger.eventMetadata,
    },
  );
  return outcome.passed;
}

/**
 * The event's live rules that give it points: within their window, applying to it, earning more than nothing for
 * what it carries, and passing their validation rule. Reads only; awards and estimations both start here.
 */
export async function earningRulesFor(tx: Executor, event: EarningEvent) {
  const earning = [];
  for (const { rule, campaign } of await liveRulesOf(tx, event)) {
    if (!ruleIsLive(rule, campaign, event.at) || (event.applies && !event.applies(rule))) continue;
    if (earnedPoints(rule.definition.loyalty, event) <= 0 || !(await guardPasses(tx, rule, event))) continue;
    earning.push({ rule, campaign });
  }
  return earning;
}

/** What a rule gives a card: the member's tier may change it (it multiplies or replaces the rule's points). */
export async function cardPoints(tx: Executor, rule: EarningRuleRow, cardId: string | undefined, input: EarningInput) {
  const tier = cardId ? await cardTierMappings(tx, cardId) : undefined;
  return earnedPoints(tierLoyalty(rule.definition.loyalty, tier?.earningRules[rule.id]), input);
}

/*
 * One rule judged against a customer and an order, outside any campaign: the SDK's `validationRules.validate`.
 * The rule engine is the one redemption and qualification use. Redemption-count conditions count a campaign's
 * redemptions, and a rule judged alone has no campaign, so they count none. A question only: nothing is written and
 * an unknown `source_id` is judged as a new customer.
 */
import type { RuleValidationRequest } from '../../../contract/rule-validation.ts';
import { evaluateRule } from '../../domain/rules.ts';
import type { Executor } from '../../store/db.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { notFound } from '../failures.ts';
import { ruleCustomer, ruleOrder } from '../rule-inputs.ts';
import { readRule } from './read.ts';

export async function validateRule(db: Executor, projectId: string, ruleId: string, body: RuleValidationRequest) {
  const rule = await readRule(db, projectId, ruleId);
  const ref = body.customer?.id ?? body.customer?.source_id;
  const customer = ref === undefined ? undefined : await findCustomer(db, projectId, ref);
  if (body.customer?.id && customer?.id !== body.customer.id) throw notFound('customer', body.customer.id);
  const outcome = evaluateRule(rule, {
    customer: ruleCustomer(customer, body.customer),
    order: ruleOrder(body.order),
    redemptions: { perCustomer: 0, campaignTotal: 0 },
  });
  return {
    valid: outcome.passed,
    rule_id: rule.id,
    applicable_to: { object: 'list' as const, data_ref: 'data' as const, data: [], total: 0 as const },
    ...(!outcome.passed && { error: { code: outcome.failure_code, message: outcome.message } }),
  };
}

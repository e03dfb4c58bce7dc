/*
 * "Why not" for one customer: each candidate of qualification (the project's active coupon, gift card and referral
 * campaigns, in qualification's default order, newest first) with whether the stored customer qualifies now and,
 * when not, why: the campaign is not valid at this instant, or the first assigned rule that fails, with its failing
 * condition. There is no order, so only audience rules (segments, customer metadata) are checked, as
 * `audienceRulesOnly=true` does. A question only: unlike POST /v1/campaigns/qualification nothing is recorded.
 */
import type {
  CampaignEligibility,
  CustomerEligibility,
  CustomerEligibilityQuery,
} from '../../../contract/customer-eligibility.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { projectCustomer } from '../customers/read.ts';
import { iso } from '../present-common.ts';
import { judgeCandidates, qualificationModel, type CandidateVerdict } from './qualify.ts';

const presentFailure = (verdict: NonNullable<CandidateVerdict>): CampaignEligibility['failure'] =>
  verdict.kind === 'validity'
    ? { kind: 'validity', reason: verdict.reason }
    : {
        kind: 'rule',
        rule: { id: verdict.rule.id, name: verdict.rule.name, rules: verdict.rule.rules },
        condition: verdict.failure.condition,
        failure_code: verdict.failure.failure_code,
        message: verdict.failure.message,
      };

export async function readCustomerEligibility(
  db: Executor,
  snapshot: ModelSnapshot,
  input: { projectId: string; customerRef: string; at: Date; query: CustomerEligibilityQuery },
): Promise<CustomerEligibility> {
  const { projectId, at, query } = input;
  const customer = await projectCustomer(db, projectId, input.customerRef);
  const model = await qualificationModel(db, snapshot, projectId);
  const verdicts = await judgeCandidates(db, model, {
    projectId,
    customer,
    requestCustomer: undefined,
    order: undefined,
    audienceOnly: true,
    at,
  });
  const candidates = model.inOrder();
  const data = candidates.slice((query.page - 1) * query.limit, query.page * query.limit).map((campaign) => {
    const verdict = verdicts.get(campaign.id);
    return {
      object: 'campaign_eligibility' as const,
      campaign: { id: campaign.id, name: campaign.name, campaign_type: campaign.campaign_type },
      qualifies: verdict === undefined,
      failure: verdict ? presentFailure(verdict) : null,
    };
  });
  return {
    object: 'list',
    data_ref: 'data',
    customer_id: customer.id,
    evaluated_at: iso(at),
    audience_rules_only: true,
    data,
    total: candidates.length,
  };
}

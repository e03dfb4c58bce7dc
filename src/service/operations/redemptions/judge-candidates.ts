/*
 * The questions about many redeemables at once (the promotion validation, the voucher qualification, the sample
 * cart): what a redemption of all the candidates would read is loaded once, then each candidate is judged as a
 * one-redeemable stacked validation by the redemption's own decision, so each answer agrees with a redemption of it.
 * A question only: no session locks are taken and nothing is written.
 */
import type { ClientRedemptionRequest, RedeemableRequest } from '../../../contract/redemption.ts';
import type { Executor } from '../../store/db.ts';
import { decideRedemption, type EvaluationInput } from './evaluate.ts';
import { loadEvaluation } from './load-evaluation.ts';

export async function judgeCandidates(
  db: Executor,
  input: Pick<EvaluationInput, 'projectId' | 'model' | 'customer' | 'stackingRules' | 'at'> & {
    /** The customer and order every candidate is judged against. */
    context: Omit<ClientRedemptionRequest, 'redeemables'>;
    candidates: RedeemableRequest[];
  },
) {
  const { projectId, model, customer, stackingRules, at, context } = input;
  const lostRaces = new Map();
  const loaded = await loadEvaluation(db, {
    projectId,
    model,
    request: { ...context, redeemables: input.candidates },
    customer,
    sessionKey: undefined,
    stackingRules,
    at,
    lostRaces,
  });
  /** The redemption's decision on these candidates together (of those loaded), as a stacked validation. */
  const together = (redeemables: RedeemableRequest[]) =>
    decideRedemption(loaded, { request: { ...context, redeemables }, customer, stackingRules, at, lostRaces });
  return { loaded, together, alone: (candidate: RedeemableRequest) => together([candidate]) };
}

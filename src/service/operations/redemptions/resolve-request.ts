/*
 * A stacked request as the engine evaluates it, for every stacked validation and redemption (client and server):
 * a promotion stack named among the redeemables stands, in its place, for its tiers in the stack's order, each
 * judged as that `promotion_tier` redeemable would be (a tier of an inactive promotion or of one in the bin fails as
 * that tier does). A request names at most one stack, and the request-size and duplicate checks count the tiers it
 * stands for. Stacks are read from the database whenever a request names one, never kept in memory.
 */
import type {
  ClientRedemptionRequest,
  RedeemableRequest,
  RequestedRedeemable,
  ResolvedRedemptionRequest,
} from '../../../contract/redemption.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findProjectStack } from '../../store/repositories/promotion-stacks.ts';
import { invalidField, notFound } from '../failures.ts';
import { prepareStackedRequest } from './evaluate.ts';

/** The id of the one promotion stack the redeemables name, if any; a second stack is refused. */
export function promotionStackIdOf(redeemables: readonly RequestedRedeemable[]): string | undefined {
  const stacks = redeemables.filter((r) => r.object === 'promotion_stack');
  if (stacks.length > 1) throw invalidField('redeemables', 'at most 1 promotion_stack per request');
  return stacks[0]?.id;
}

/** The redeemables with the promotion stack replaced, where it stands, by its tiers in the stack's order. */
export const withStackExpanded = (
  redeemables: readonly RequestedRedeemable[],
  stackTierIds: readonly string[],
): RedeemableRequest[] =>
  redeemables.flatMap((r): RedeemableRequest[] =>
    r.object === 'promotion_stack' ? stackTierIds.map((id) => ({ object: 'promotion_tier', id })) : [r],
  );

/**
 * The request with its promotion stack expanded (an unknown stack is a 404, before anything is read or written) and
 * the project's stacking rules, after the checks every stacked operation makes.
 */
export async function resolveStackedRequest(
  db: Executor,
  model: ModelSnapshot,
  projectId: string,
  request: ClientRedemptionRequest,
): Promise<{ request: ResolvedRedemptionRequest; stackingRules: StackingRules }> {
  const stackId = promotionStackIdOf(request.redeemables);
  const stack = stackId === undefined ? undefined : await findProjectStack(db, projectId, stackId);
  if (stackId !== undefined && !stack) throw notFound('promotion_stack', stackId);
  const resolved = { ...request, redeemables: withStackExpanded(request.redeemables, stack?.tierIds ?? []) };
  return { request: resolved, stackingRules: await prepareStackedRequest(db, model, projectId, resolved) };
}

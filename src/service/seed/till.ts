/*
 * The demo history's till: past redemptions and rollbacks decided and recorded as the service's own requests do it
 * (the redemption operation's decision and records, the rollback's presenters), over the demo catalog held in memory.
 * Counters move in memory the way the store's conditional updates move them, and the history writes their final
 * values with the rows, so redeemed quantities, balances and tier figures match the redemptions.
 */
import type { Redemption, ResolvedRedemptionRequest } from '../../contract/redemption.ts';
import type { RedemptionRollback, StackedRollback } from '../../contract/redemption-rollback.ts';
import { trackingId } from '../domain/qualification.ts';
import { DEFAULT_STACKING_RULES } from '../domain/stacking.ts';
import { decideRedemption, keyOf, type Found } from '../operations/redemptions/evaluate.ts';
import { orderRow, redemptionRow } from '../operations/redemptions/persist.ts';
import { failureRecords, successRecords, type Common } from '../operations/redemptions/records.ts';
import { presentRollback, rolledBackRedemption } from '../operations/redemptions/rollback.ts';
import type { AssignedRule } from '../operations/rule-inputs.ts';
import type { CampaignRow, CategoryRow } from '../store/repositories/campaigns.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import type { PromotionTierRow } from '../store/repositories/promotion-tiers.ts';
import type { OrderInsert, RedemptionInsert } from '../store/repositories/redemptions.ts';
import type { VoucherRow } from '../store/repositories/vouchers.ts';
import type { redemptionRollbacks } from '../store/schema/activity.ts';
import type { SeededRandom } from './random.ts';

/** The demo programs as stored, which the history redeems. */
export interface DemoCatalog {
  projectId: string;
  campaigns: CampaignRow[];
  tiers: PromotionTierRow[];
  vouchers: VoucherRow[];
  categories: CategoryRow[];
  rulesOf: (id: string) => AssignedRule[];
}

/** What a redemption that succeeded wrote, for its rollback. */
export interface Redeemed {
  at: Date;
  order: OrderInsert;
  parent: RedemptionInsert & { data: Redemption };
  children: (RedemptionInsert & { data: Redemption })[];
}

/** The history's redemptions come through the shop's integration, as its app keys would send them. */
const channel: Redemption['channel'] = { channel_id: 'demo-till', channel_type: 'API' };

export function createTill(catalog: DemoCatalog, random: SeededRandom) {
  const { projectId } = catalog;
  const vouchers = new Map(catalog.vouchers.map((v) => [v.code, v]));
  const vouchersById = new Map(catalog.vouchers.map((v) => [v.id, v]));
  const tiers = new Map(catalog.tiers.map((t) => [t.id, t]));
  const campaigns = new Map(catalog.campaigns.map((c) => [c.id, c]));
  const written = {
    orders: [] as OrderInsert[],
    redemptions: [] as RedemptionInsert[],
    rollbacks: [] as (typeof redemptionRollbacks.$inferInsert)[],
    vouchers: new Set<VoucherRow>(),
    tiers: new Set<PromotionTierRow>(),
  };

  const find = (request: ResolvedRedemptionRequest['redeemables'][number]): Found | undefined => {
    if (request.object === 'voucher') {
      const voucher = vouchers.get(request.id);
      return voucher && { object: 'voucher', voucher, campaign: campaigns.get(voucher.campaignId ?? '') };
    }
    const tier = tiers.get(request.id);
    return tier && { object: 'promotion_tier', tier, campaign: campaigns.get(tier.campaignId)! };
  };

  /** Moves a voucher's use and gift balance, or a tier's figures, by one redemption (`sign` 1) or its rollback (-1). */
  const count = (
    child: { voucherId?: string | null; promotionTierId?: string | null; data: Redemption },
    orderAmount: number,
    sign: 1 | -1,
    at: Date,
  ) => {
    const voucher = child.voucherId ? vouchersById.get(child.voucherId) : undefined;
    if (voucher) {
      voucher.redeemedQuantity += sign;
      if (voucher.giftBalance !== null) voucher.giftBalance -= sign * (child.data.gift?.amount ?? 0);
      voucher.updatedAt = at;
      written.vouchers.add(voucher);
    }
    const tier = child.promotionTierId ? tiers.get(child.promotionTierId) : undefined;
    if (tier) {
      tier.totalRedeemed += sign;
      tier.ordersTotalAmount += sign * orderAmount;
      tier.ordersTotalDiscountAmount += sign * (child.data.amount ?? 0);
      written.tiers.add(tier);
    }
  };

  return {
    written,

    /**
     * Redeems as `POST /client/v1/redemptions` would at `at`: the answer's records (and the webhook payload) if it
     * succeeded, or the refusal's.
     */
    redeem(at: Date, customer: CustomerRow, request: ResolvedRedemptionRequest) {
      const common: Common = {
        at,
        request,
        customer,
        trackingId: customer.sourceId ? trackingId(customer.sourceId) : null,
        channel,
        sessionKey: undefined,
      };
      const found = new Map(
        request.redeemables.flatMap((r) => {
          const f = find(r);
          return f ? [[keyOf(r), f] as const] : [];
        }),
      );
      const evaluation = decideRedemption(
        // The demo's rules read no redemption counts, and the history takes no session locks.
        {
          found,
          categoryRows: catalog.categories,
          rulesOf: catalog.rulesOf,
          counts: new Map(),
          incentiveCounts: new Map(),
          reserved: new Map(),
        },
        { request, customer, stackingRules: DEFAULT_STACKING_RULES, at, lostRaces: new Map() },
      );
      if (evaluation.applied.length === 0) {
        const { parent, children } = failureRecords(common, evaluation, () => random.id('r_'));
        written.redemptions.push(
          redemptionRow(projectId, parent, at),
          ...children.map((c) => redemptionRow(projectId, c.redemption, at, c.candidate)),
        );
        return {
          redeemed: undefined,
          payload: { parent_redemption: parent, redemptions: children.map((c) => c.redemption) },
        };
      }
      const ids = {
        parent: random.id('r_'),
        children: evaluation.applied.map(() => random.id('r_')),
        order: random.id('ord_'),
      };
      const { status, order, parent, children, body } = successRecords(common, evaluation, new Set(), ids, undefined);
      const redeemed: Redeemed = {
        at,
        order: orderRow(projectId, { row: order, status, customer, stored: undefined }, at),
        parent: { ...redemptionRow(projectId, parent, at), data: parent },
        children: children.map((c) => ({
          ...redemptionRow(projectId, c.redemption, at, c.candidate),
          data: c.redemption,
        })),
      };
      written.orders.push(redeemed.order);
      written.redemptions.push(redeemed.parent, ...redeemed.children);
      for (const child of redeemed.children) count(child, evaluation.calculation.totals.amount, 1, at);
      return { redeemed, payload: body };
    },

    /** Rolls a successful redemption back as `POST /v1/redemptions/{id}/rollback` would; answers the rollback. */
    rollBack(redeemed: Redeemed, at: Date, reason: string): StackedRollback {
      const { order, parent, children } = redeemed;
      order.status = 'CANCELED';
      order.data = { ...order.data, status: 'CANCELED' };
      order.updatedAt = at;
      for (const child of children) count(child, order.amount, -1, at);
      const rollbackOf = (r: Redemption, id: string, parentRollbackId: string | null): RedemptionRollback =>
        presentRollback(
          {
            id: r.id,
            customerId: r.customer_id,
            trackingId: r.tracking_id,
            amount: r.amount ?? null,
            relatedObjectType: r.related_object_type,
            relatedObjectId: r.related_object_id,
            data: r,
          },
          { id, parentRollbackId, at, reason, trackingId: undefined, metadata: undefined, order: order.data, channel },
        );
      const parentRollback = rollbackOf(parent.data, random.id('rr_'), null);
      const rollbacks = children.map((child) => rollbackOf(child.data, random.id('rr_'), parentRollback.id));
      written.rollbacks.push(
        ...[parentRollback, ...rollbacks].map((r) => ({
          id: r.id,
          projectId,
          redemptionId: r.redemption,
          parentId: r.parent_rollback_id,
          data: r,
          createdAt: at,
        })),
      );
      for (const [row, rollback] of [
        [parent, parentRollback] as const,
        ...children.map((c, i) => [c, rollbacks[i]!] as const),
      ]) {
        row.status = 'ROLLED_BACK';
        row.data = rolledBackRedemption(row.data, rollback.id, at);
      }
      return { rollbacks, parent_rollback: parentRollback, order: order.data };
    },
  };
}

export type Till = ReturnType<typeof createTill>;

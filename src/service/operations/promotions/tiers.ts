import type { PromotionTierListQuery } from '../../../contract/promotion-tier.ts';
import type { Db, Executor } from '../../store/db.ts';
import { perDatabase, sharedFreshBatch, type ModelSnapshot } from '../../store/model-cache.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import {
  findTier,
  findTierCounters,
  listTiers,
  pageProjectTiers,
  updateTierActive,
  type TierWithCampaign,
} from '../../store/repositories/promotion-tiers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { tierEnableChange } from '../approvals/changes.ts';
import { holdChange } from '../approvals/gate.ts';
import { notFound } from '../failures.ts';
import { loadRelated, type Loaded } from '../related.ts';
import { presentTiers } from './present.ts';

export const loadTiers = async (db: Executor, rows: TierWithCampaign[]): Promise<Loaded<TierWithCampaign>> => ({
  rows,
  related: await loadRelated(
    db,
    rows.map(({ tier }) => tier),
  ),
});

/** A promotion campaign's tiers, lowest hierarchy first. */
export async function readCampaignTiers(db: Executor, projectId: string, campaignId: string) {
  if (!(await findCampaign(db, projectId, campaignId))) throw notFound('campaign', campaignId);
  return loadTiers(db, await listTiers(db, campaignId));
}

/** A page of the project's tiers (GET /v1/promotions/tiers), with what their presenters show beside them. */
export async function readProjectTiers(db: Executor, projectId: string, query: PromotionTierListQuery, at: Date) {
  const { rows, total } = await pageProjectTiers(db, projectId, query, at);
  return { loaded: await loadTiers(db, rows), total, hasMore: query.page * query.limit < total };
}

async function loadTier(db: Executor, projectId: string, tierId: string) {
  const row = await findTier(db, projectId, tierId);
  if (!row) throw notFound('promotion_tier', tierId);
  return loadTiers(db, [row]);
}

const tierCountersOf = perDatabase((db) => sharedFreshBatch((ids: string[]) => findTierCounters(db, ids)));

/** A tier as the model snapshot holds it, with its counters read now (they change with every redemption). */
export async function readTier(db: Executor, model: ModelSnapshot, projectId: string, tierId: string) {
  const loaded = await model.memo(`tier:${projectId}:${tierId}`, () => loadTier(db, projectId, tierId));
  // Counters are never kept: concurrent reads share one statement, started after each of them asked.
  const counters = await tierCountersOf(db)(tierId);
  if (!counters) throw notFound('promotion_tier', tierId);
  const [row] = loaded.rows;
  return { ...loaded, rows: [{ ...row!, tier: { ...row!.tier, ...counters } }] };
}

/**
 * Switches a tier on or off and reads it back in the same transaction. Switching on by a person whose role needs
 * approval answers the approval request instead.
 */
export function switchTier(db: Db, projectId: string, tierId: string, active: boolean, acting: Acting) {
  return db.transaction(async (tx) => {
    const held =
      active && (await holdChange(tx, projectId, acting, 'publish', () => tierEnableChange(tx, projectId, tierId)));
    if (held) return held;
    if (!(await updateTierActive(tx, projectId, tierId, active, acting.at))) throw notFound('promotion_tier', tierId);
    const loaded = await loadTier(tx, projectId, tierId);
    await recordWebhookEvent(
      tx,
      projectId,
      active ? 'campaign.promotion_tier.enabled' : 'campaign.promotion_tier.disabled',
      { promotion_tier: presentTiers(loaded)[0] },
      acting.at,
    );
    await auditChange(tx, projectId, acting, {
      action: active ? 'promotion_tier.enabled' : 'promotion_tier.disabled',
      resourceType: 'promotion_tier',
      resourceId: tierId,
      summary: `${active ? 'Enabled' : 'Disabled'} the tier ${loaded.rows[0]!.tier.name}`,
    });
    return loaded;
  });
}

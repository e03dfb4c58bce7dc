import type { Campaign } from '../../../contract/campaign.ts';
import type { Blueprint } from '../../../contract/campaign-blueprint.ts';
import { MAX_GENERATED_VOUCHERS } from '../../../contract/campaign-setup.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { findCampaignByName, insertCampaign, type CampaignRow } from '../../store/repositories/campaigns.ts';
import { insertAssignments } from '../../store/repositories/validation-rules.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { campaignEnableChange } from '../approvals/changes.ts';
import { needsApproval, requestApproval } from '../approvals/gate.ts';
import { duplicate, invalidField } from '../failures.ts';
import { assertCodesFit, generateVouchers } from '../vouchers/generate.ts';
import { copyRules } from '../validation-rules/copies.ts';
import { presentCampaigns } from './present.ts';
import { loadCampaigns } from './read.ts';

/** A campaign's settings; a promotion's `voucher` is null (its tiers apply without codes). */
type NewCampaign = Omit<Parameters<typeof insertCampaign>[1], 'id' | 'projectId' | 'createdAt' | 'voucher'> & {
  voucher: NonNullable<Parameters<typeof insertCampaign>[1]['voucher']> | null;
};

const taken = (name: string) => duplicate('campaign', name, `Duplicated campaign exists with name ${name}`);

/** Refuses a name another campaign of the project (not deleted) holds. */
export async function assertNameFree(tx: Executor, projectId: string, name: string) {
  if (await findCampaignByName(tx, projectId, name)) throw taken(name);
}

/**
 * Creates a campaign in the caller's transaction: its vouchers (at most `vouchersAtMost` now, the code space checked
 * for all), new copies of `rules` and the existing rules `assignRuleIds` assigned to it, `campaign.created` and the
 * audit entry. Every way of making a campaign (setup from a template, duplicate, POST /v1/campaigns) comes here, so
 * a person whose role needs approval to publish gets the campaign switched off, with switching it on held for
 * approval.
 */
export async function createCampaign(
  tx: Executor,
  projectId: string,
  settings: NewCampaign,
  options: {
    rules: Blueprint['validation_rules'];
    /** Rules of the project, already checked, assigned as they are (not copied). */
    assignRuleIds?: string[];
    acting: Acting;
    summary: string;
    vouchersAtMost?: number | undefined;
  },
): Promise<{ campaign: Campaign; ruleIds: string[]; row: CampaignRow }> {
  const { acting, rules } = options;
  const { at } = acting;
  const campaignId = newId('camp_');
  const held = settings.active !== false && (await needsApproval(tx, projectId, acting, 'publish'));
  const active = held ? false : settings.active;
  const row = await insertCampaign(tx, { ...settings, active, id: campaignId, projectId, createdAt: at }).catch(
    (error: unknown) => {
      // Two requests racing for one name: the unique index decides, the loser gets the same 409.
      throw isUniqueViolation(error) ? taken(settings.name) : error;
    },
  );
  const count = settings.vouchersCount ?? 0;
  // A campaign grown by imports can hold more than one request may generate for its copy.
  if (count > MAX_GENERATED_VOUCHERS)
    throw invalidField(
      'vouchers_count',
      `${count} vouchers are more than one request generates (at most ${MAX_GENERATED_VOUCHERS})`,
    );
  const voucher = settings.voucher;
  if (voucher) assertCodesFit(voucher, count);
  const issued = voucher ? Math.min(count, options.vouchersAtMost ?? count) : 0;
  if (voucher && issued > 0)
    await generateVouchers(tx, {
      projectId,
      campaignId,
      voucher,
      count: issued,
      at,
      categoryId: settings.categoryId ?? null,
    });

  const ruleIds = await copyRules(tx, projectId, rules, at);
  await insertAssignments(
    tx,
    [...ruleIds, ...(options.assignRuleIds ?? [])].map((ruleId) => ({
      id: newId('asgm_'),
      projectId,
      ruleId,
      relatedObjectType: 'campaign' as const,
      relatedObjectId: campaignId,
      createdAt: at,
    })),
  );
  const [campaign] = presentCampaigns(await loadCampaigns(tx, [row]), at);
  await recordWebhookEvent(tx, projectId, 'campaign.created', { campaign: campaign! }, at);
  if (issued > 0)
    await recordWebhookEvent(
      tx,
      projectId,
      'campaign.vouchers.generation.completed',
      { campaign: { id: campaignId, name: row.name }, source: 'GENERATION', vouchers_added: issued },
      at,
    );
  await auditChange(tx, projectId, acting, {
    action: 'campaign.created',
    resourceType: 'campaign',
    resourceId: campaignId,
    summary: options.summary,
  });
  if (held)
    await requestApproval(tx, projectId, acting, 'publish', await campaignEnableChange(tx, projectId, campaignId));
  return { campaign: campaign!, ruleIds, row };
}

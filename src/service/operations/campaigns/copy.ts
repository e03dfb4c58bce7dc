import { templateCampaignTypeSchema } from '../../../contract/campaign-template.ts';
import type { Blueprint } from '../../../contract/campaign-blueprint.ts';
import type { Executor } from '../../store/db.ts';
import { assignmentsFor, lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import { findRules } from '../../store/repositories/validation-rules.ts';
import { invalidField, notFound } from '../failures.ts';

/**
 * A live campaign to copy (into a new campaign or a template), with the content of the rules assigned to it in
 * assignment order; locked so it is not changed or deleted while it is copied. Only the kinds templates hold are
 * copied (promotions' tiers and loyalty's cards are not), so `campaignType` is a template's.
 */
export async function campaignToCopy(tx: Executor, projectId: string, campaignId: string) {
  const campaign = await lockLiveCampaign(tx, projectId, campaignId);
  if (!campaign) throw notFound('campaign', campaignId);
  const copyable = templateCampaignTypeSchema.safeParse(campaign.campaignType);
  if (!copyable.success)
    throw invalidField(
      'campaign_id',
      `only discount and gift card campaigns can be copied, not ${campaign.campaignType}`,
    );
  const assignments = (await assignmentsFor(tx, [campaign.id])).get(campaign.id) ?? [];
  const rows = new Map(
    (
      await findRules(
        tx,
        assignments.map((a) => a.ruleId),
      )
    ).map((rule) => [rule.id, rule]),
  );
  const rules: Blueprint['validation_rules'] = assignments.flatMap((assignment) => {
    const rule = rows.get(assignment.ruleId);
    if (!rule) return [];
    const { name, rules, error, applicableTo, type, contextType } = rule;
    return [
      {
        name,
        rules,
        type,
        context_type: contextType,
        ...(error && { error }),
        ...(applicableTo && { applicable_to: applicableTo }),
      },
    ];
  });
  return { campaign, campaignType: copyable.data, rules, voucher: campaign.voucher! };
}

import type { CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignPreview } from '../../../contract/campaign-blueprint.ts';
import type { Db } from '../../store/db.ts';
import { findTemplate } from '../../store/repositories/templates.ts';
import { firstCodesOf } from '../../store/repositories/vouchers.ts';
import type { Acting } from '../acting.ts';
import { setUpCampaign } from './campaign-setup.ts';

const sampleCount = 3;

/** Carries the preview out of the transaction it was made in, which the throw rolls back. */
class DryRun extends Error {
  constructor(readonly preview: CampaignPreview) {
    super('campaign preview (rolled back)');
  }
}

/**
 * Runs the setup exactly as a create would (same checks, same 409 and 400s, same presentation) in a transaction that
 * is always rolled back, issuing only a few vouchers for sample codes: nothing is kept, no event or audit entry.
 */
export async function previewCampaignSetup(
  db: Db,
  projectId: string,
  templateId: string,
  request: CampaignSetupRequest,
  acting: Acting,
): Promise<CampaignPreview> {
  return db
    .transaction(async (tx) => {
      const setup = await setUpCampaign(tx, projectId, templateId, request, acting, { vouchersAtMost: sampleCount });
      // The setup found the template, in this same transaction.
      const template = (await findTemplate(tx, projectId, templateId))!;
      throw new DryRun({
        object: 'campaign_preview',
        campaign: setup.campaign,
        validation_rules: template.blueprint.validation_rules,
        sample_codes: await firstCodesOf(tx, setup.campaign.id, sampleCount),
      });
    })
    .catch((error: unknown) => {
      if (error instanceof DryRun) return error.preview;
      throw error;
    });
}

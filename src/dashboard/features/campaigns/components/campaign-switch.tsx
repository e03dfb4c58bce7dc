import type { Campaign } from '../../../../contract/campaign.ts';
import { ActiveSwitch } from '../../../components/active-switch.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSetCampaignActive } from '../../../lib/resources/campaigns.ts';

/**
 * The campaign's on/off switch, for roles that may change campaigns. Off, none of its vouchers redeem and it
 * qualifies for nothing, whatever each voucher's own state.
 */
export function CampaignSwitch({ campaign }: { campaign: Campaign }) {
  return (
    <ActiveSwitch
      noun="campaign"
      active={campaign.active}
      canSwitch={useCan('campaigns:write')}
      switching={useSetCampaignActive(campaign.id)}
      switchedMessage={(active) =>
        active
          ? `${campaign.name} is on: its vouchers redeem again.`
          : `${campaign.name} is off: none of its vouchers redeem until you enable it.`
      }
    />
  );
}

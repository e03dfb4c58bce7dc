import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ActiveSwitch } from '../../../components/active-switch.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSetTierActive } from '../../../lib/resources/promotion-tiers.ts';

/**
 * The tier's on/off switch, for roles that may switch tiers. Whether the tier applies also depends on its validity,
 * which the service decides.
 */
export function TierSwitch({ tier }: { tier: PromotionTier }) {
  return (
    <ActiveSwitch
      noun="tier"
      active={tier.active}
      canSwitch={useCan('promotions:toggle')}
      switching={useSetTierActive(tier.id)}
      switchedMessage={(active) => `${tier.name} is now ${active ? 'on' : 'off'}.`}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { rewardCampaignTypes, type Reward } from '../../../contract/reward.ts';
import { listItems } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { campaignsQueryOptions } from '../../lib/resources/campaigns.ts';
import { productsQueryOptions } from '../../lib/resources/products.ts';

/** The campaigns and products a reward can give, with their names (the first hundred of each: a catalogue's worth). */
export function useRewardSources() {
  const campaigns = useQuery(campaignsQueryOptions({ limit: 100 }));
  const products = useQuery(productsQueryOptions({ limit: 100 }));
  return {
    campaigns: (campaigns.data ? listItems(campaigns.data) : []).filter((campaign) =>
      (rewardCampaignTypes as readonly string[]).includes(campaign.campaign_type),
    ),
    products: products.data ? listItems(products.data) : [],
  };
}
export type RewardSources = ReturnType<typeof useRewardSources>;

/** What a reward gives, in words, naming its campaign or product when it is among the sources read. */
export function describeReward(reward: Reward, sources: RewardSources): string {
  const p = reward.parameters;
  if ('coin' in p) return `${formatNumber(p.coin.points_ratio)} points pay ${p.coin.exchange_ratio} of an order`;
  if ('product' in p) {
    const product = sources.products.find((candidate) => candidate.id === p.product.id);
    return `Product ${product?.name ?? p.product.id}`;
  }
  const name = sources.campaigns.find((candidate) => candidate.id === p.campaign.id)?.name ?? p.campaign.id;
  if (p.campaign.type === 'DISCOUNT_COUPONS') return `A code of ${name}`;
  const unit = p.campaign.type === 'GIFT_VOUCHERS' ? 'credits' : 'points';
  return `${formatNumber(p.campaign.balance)} ${unit} on a card of ${name}`;
}

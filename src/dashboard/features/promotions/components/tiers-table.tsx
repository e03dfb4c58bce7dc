import { Text } from '@mantine/core';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { describeDiscount } from '../../../lib/discount-words.ts';
import { describeValidity } from '../../../lib/validity-words.ts';
import { DataTable } from '../../../components/data-table.tsx';

interface TiersTableProps {
  promotionName: string;
  tiers: PromotionTier[];
  currency: string;
}

export function TiersTable({ promotionName, tiers, currency }: TiersTableProps) {
  return (
    <DataTable
      caption={`Tiers of ${promotionName}, in the order their discounts apply`}
      label={`Tiers of ${promotionName}`}
      columns={[
        { header: 'Order', cell: (tier) => tier.hierarchy },
        {
          header: 'Tier',
          cell: (tier) => (
            <>
              <AnchorLink to="/promotions/tiers/$tierId" params={{ tierId: tier.id }} fw={600}>
                {tier.name}
              </AnchorLink>
              {tier.banner && <Text size="sm">{tier.banner}</Text>}
            </>
          ),
        },
        { header: 'Discount', cell: (tier) => describeDiscount(tier.action.discount, currency) },
        { header: 'Validity', cell: describeValidity },
        { header: 'State', cell: (tier) => <ActiveBadge active={tier.active} /> },
      ]}
      rows={tiers}
      rowKey={(tier) => tier.id}
      minWidth={720}
      striped={false}
      empty="This promotion has no tiers."
    />
  );
}

import { Table, Text } from '@mantine/core';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { describeDiscount } from '../../../lib/discount-words.ts';
import { describeValidity } from '../../../lib/validity-words.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

interface TiersTableProps {
  promotionName: string;
  tiers: PromotionTier[];
  currency: string;
}

export function TiersTable({ promotionName, tiers, currency }: TiersTableProps) {
  if (tiers.length === 0) return <Text size="sm">This promotion has no tiers.</Text>;
  return (
    <ScrollTable minWidth={720} label={`Tiers of ${promotionName}`}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption>Tiers of {promotionName}, in the order their discounts apply</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Discount</Table.Th>
            <Table.Th>Validity</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier) => (
            <Table.Tr key={tier.id}>
              <Table.Td>{tier.hierarchy}</Table.Td>
              <Table.Td>
                <AnchorLink to="/promotions/tiers/$tierId" params={{ tierId: tier.id }} fw={600}>
                  {tier.name}
                </AnchorLink>
                {tier.banner && <Text size="sm">{tier.banner}</Text>}
              </Table.Td>
              <Table.Td>{describeDiscount(tier.action.discount, currency)}</Table.Td>
              <Table.Td>{describeValidity(tier)}</Table.Td>
              <Table.Td>
                <ActiveBadge active={tier.active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { List, Text } from '@mantine/core';
import type { OrderCalculated } from '../../../../contract/order.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The redemptions made on the order (by their parent redemption), each to its page, with its rollback if any. */
export function OrderRedemptions({ redemptions }: { redemptions: OrderCalculated['redemptions'] }) {
  const entries = Object.entries(redemptions ?? {});
  return (
    <DetailSection title="Redemptions">
      {entries.length === 0 ? (
        <Text size="sm">No redemption was made on this order.</Text>
      ) : (
        <List aria-label="Redemptions of this order" spacing="xs">
          {entries.map(([redemptionId, entry]) => (
            <List.Item key={redemptionId}>
              <AnchorLink to="/redemptions/$redemptionId" params={{ redemptionId }} ff="monospace">
                {redemptionId}
              </AnchorLink>{' '}
              on {formatDateTime(entry.date)}
              {entry.stacked && entry.stacked.length > 1 && `, ${entry.stacked.length} codes stacked`}
              {entry.rollback_id && `, rolled back on ${formatDateTime(entry.rollback_date)}`}
            </List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  );
}

import { Code, DataList, Group } from '@mantine/core';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import type { Voucher } from '../../../../contract/voucher.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

/** A loyalty card as the service reports it: points, balance and who holds it. */
export function CardSummary({ card }: { card: Voucher }) {
  const holder = card.holder;
  return (
    <DataList>
      <DataList.Item>
        <DataList.ItemLabel>Program</DataList.ItemLabel>
        <DataList.ItemValue>
          {card.campaign ?? '—'} {card.campaign_id && <Code>{card.campaign_id}</Code>}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Points</DataList.ItemLabel>
        <DataList.ItemValue>{formatNumber(card.loyalty_card?.points)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Balance</DataList.ItemLabel>
        <DataList.ItemValue>{formatNumber(card.loyalty_card?.balance)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Holder</DataList.ItemLabel>
        <DataList.ItemValue>
          {holder ? (
            <>
              {holder.name ?? holder.source_id} {holder.email && `(${holder.email})`} <Code>{holder.id}</Code>
            </>
          ) : (
            (card.holder_id ?? 'Nobody holds this card yet')
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Status</DataList.ItemLabel>
        <DataList.ItemValue>
          <Group gap="xs">
            {card.active === null ? '—' : <ActiveBadge active={card.active} />}
            issued {formatDateTime(card.created_at)}
          </Group>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

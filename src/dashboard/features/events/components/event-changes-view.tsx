import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { EventLoyaltyChange, EventReferralChange, EventResponse } from '../../../../contract/event.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { formatNumber } from '../../../lib/format.ts';

function LoyaltyView({ change }: { change: EventLoyaltyChange }) {
  return (
    <DataTable
      caption={`${formatNumber(change.points_added)} loyalty points added`}
      label="Loyalty cards credited"
      columns={[
        {
          header: 'Card',
          cell: (card) => (
            <AnchorLink to="/loyalty/cards/$code" params={{ code: card.code }}>
              {card.code}
            </AnchorLink>
          ),
        },
        { header: 'Points added', cell: (card) => `+${formatNumber(card.points_added)}` },
        { header: 'Balance now', cell: (card) => formatNumber(card.balance) },
      ]}
      rows={change.cards}
      rowKey={(card) => card.code}
      minWidth={420}
      striped={false}
    />
  );
}

function ReferralView({ change }: { change: EventReferralChange }) {
  return (
    <Stack gap={4}>
      <Text>
        Referral code <strong>{change.code}</strong> of referrer <code>{change.referrer_id}</code>:{' '}
        <OutcomeBadge tone={change.converted ? 'good' : 'neutral'}>
          {change.converted ? 'Converted' : 'Not converted'}
        </OutcomeBadge>
      </Text>
      {change.reason && <Text size="sm">{change.reason}</Text>}
      {change.reward && (
        <Text size="sm">
          The referrer received {formatNumber(change.reward.amount)} ({change.reward.type}) on {change.reward.code},
          balance now {formatNumber(change.reward.balance)}.
        </Text>
      )}
    </Stack>
  );
}

/** What the event changed, as the service reported it. */
export function EventChangesView({ event }: { event: EventResponse }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        What it changed
      </Title>
      {!event.loyalty && !event.referral && <Text>No loyalty card earned points and no referral was converted.</Text>}
      {event.loyalty && <LoyaltyView change={event.loyalty} />}
      {event.referral && <ReferralView change={event.referral} />}
    </Stack>
  );
}

import { Stack, Table, Text, Title } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { EventLoyaltyChange, EventReferralChange, EventResponse } from '../../../../contract/event.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { formatNumber } from '../../../lib/format.ts';

function LoyaltyView({ change }: { change: EventLoyaltyChange }) {
  return (
    <ScrollTable minWidth={420} label="Loyalty cards credited">
      <Table verticalSpacing="xs">
        <Table.Caption>{formatNumber(change.points_added)} loyalty points added</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Points added</Table.Th>
            <Table.Th>Balance now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {change.cards.map((card) => (
            <Table.Tr key={card.code}>
              <Table.Td>
                <AnchorLink to="/loyalty/cards/$code" params={{ code: card.code }}>
                  {card.code}
                </AnchorLink>
              </Table.Td>
              <Table.Td>+{formatNumber(card.points_added)}</Table.Td>
              <Table.Td>{formatNumber(card.balance)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
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

import { Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Voucher } from '../../../../contract/voucher.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { vouchersQueryOptions } from '../../../lib/resources/vouchers.ts';
import type { VoucherListQuery } from '../../../../contract/voucher.ts';

const kindOf = (voucher: Voucher) =>
  voucher.type === 'LOYALTY_CARD'
    ? 'Loyalty card'
    : voucher.type === 'GIFT_VOUCHER'
      ? 'Gift card'
      : voucher.is_referral_code
        ? 'Referral code'
        : 'Discount code';

function balanceOf(voucher: Voucher, currency: string | undefined) {
  if (voucher.loyalty_card) return `${formatNumber(voucher.loyalty_card.balance)} points`;
  if (voucher.gift) return `${formatMoney(voucher.gift.balance, currency)} left`;
  return '—';
}

/** What the customer holds: loyalty cards with their points (to the card's page), gift cards and referral codes. */
export function CustomerCards({ query, currency }: { query: VoucherListQuery; currency: string | undefined }) {
  const { data: list } = useSuspenseQuery(vouchersQueryOptions(query));
  return (
    <DetailSection title="Loyalty cards and codes">
      {list.vouchers.length === 0 ? (
        <Text size="sm">This customer holds no loyalty card or code.</Text>
      ) : (
        <ScrollTable minWidth={480} label="Cards and codes held">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Cards and codes held</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.vouchers.map((voucher) => (
                <Table.Tr key={voucher.id}>
                  <Table.Td>
                    {voucher.type === 'LOYALTY_CARD' ? (
                      <AnchorLink to="/loyalty/cards/$code" params={{ code: voucher.code }} ff="monospace">
                        {voucher.code}
                      </AnchorLink>
                    ) : (
                      <AnchorLink to="/vouchers/$code" params={{ code: voucher.code }} ff="monospace">
                        {voucher.code}
                      </AnchorLink>
                    )}
                  </Table.Td>
                  <Table.Td>{kindOf(voucher)}</Table.Td>
                  <Table.Td>{voucher.campaign ?? '—'}</Table.Td>
                  <Table.Td>{balanceOf(voucher, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {list.total > list.vouchers.length && (
        <Text size="sm" mt="xs">
          Showing {list.vouchers.length} of {formatNumber(list.total)}.
        </Text>
      )}
    </DetailSection>
  );
}

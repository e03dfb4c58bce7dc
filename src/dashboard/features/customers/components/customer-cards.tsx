import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Voucher } from '../../../../contract/voucher.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
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

const columns = (currency: string | undefined): DataTableColumn<Voucher>[] => [
  {
    header: 'Code',
    cell: (voucher) =>
      voucher.type === 'LOYALTY_CARD' ? (
        <AnchorLink to="/loyalty/cards/$code" params={{ code: voucher.code }} ff="monospace">
          {voucher.code}
        </AnchorLink>
      ) : (
        <AnchorLink to="/vouchers/$code" params={{ code: voucher.code }} ff="monospace">
          {voucher.code}
        </AnchorLink>
      ),
  },
  { header: 'Kind', cell: kindOf },
  { header: 'Campaign', cell: (voucher) => voucher.campaign ?? '—' },
  { header: 'Balance', cell: (voucher) => balanceOf(voucher, currency) },
];

/** What the customer holds: loyalty cards with their points (to the card's page), gift cards and referral codes. */
export function CustomerCards({ query, currency }: { query: VoucherListQuery; currency: string | undefined }) {
  const { data: list } = useSuspenseQuery(vouchersQueryOptions(query));
  return (
    <DetailSection title="Loyalty cards and codes">
      <DataTable
        caption="Cards and codes held"
        columns={columns(currency)}
        rows={list.vouchers}
        rowKey={(voucher) => voucher.id}
        minWidth={480}
        empty="This customer holds no loyalty card or code."
      />
      {list.total > list.vouchers.length && (
        <Text size="sm" mt="xs">
          Showing {list.vouchers.length} of {formatNumber(list.total)}.
        </Text>
      )}
    </DetailSection>
  );
}

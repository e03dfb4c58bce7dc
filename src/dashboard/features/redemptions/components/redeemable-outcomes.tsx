import { Code, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { ClientRedemptionResponse, Redemption } from '../../../../contract/redemption.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { describeDiscount } from '../../../lib/discount-words.ts';
import { formatMoney } from '../../../lib/format.ts';
import { skipReasonWords } from '../outcome-words.ts';

type Status = 'Applied' | 'Skipped' | 'Inapplicable';
interface OutcomeRow {
  key: string;
  name: string;
  detail: string | undefined;
  status: Status;
  /** Why it was skipped or refused, or what an applied one gives. */
  explanation: string;
  /** What it took off the order, when the service reports it per redeemable (gift card spends). */
  amount: number | undefined;
}

const statusTone = { Applied: 'good', Skipped: 'neutral', Inapplicable: 'bad' } as const;

function appliedRow(child: Redemption, currency: string | undefined): OutcomeRow {
  const tier = child.promotion_tier;
  const voucher = child.voucher;
  const discount = tier?.action.discount ?? voucher?.discount;
  return {
    key: child.id,
    name: tier?.name ?? voucher?.code ?? child.related_object_id,
    detail: child.id,
    status: 'Applied',
    explanation:
      voucher?.type === 'GIFT_VOUCHER'
        ? 'Gift card credits'
        : discount
          ? describeDiscount(discount, currency)
          : 'Applied',
    amount: child.gift?.amount ?? child.amount,
  };
}

function toRows(response: ClientRedemptionResponse, currency: string | undefined): OutcomeRow[] {
  return [
    ...response.redemptions.map((child) => appliedRow(child, currency)),
    ...(response.skipped_redeemables ?? []).map((item) => ({
      key: `skipped:${item.object}:${item.id}`,
      name: item.name ?? item.id,
      detail: item.campaign_name,
      status: 'Skipped' as const,
      explanation: skipReasonWords[item.result.details.key],
      amount: undefined,
    })),
    ...(response.inapplicable_redeemables ?? []).map((item) => ({
      key: `inapplicable:${item.object}:${item.id}`,
      name: item.name ?? item.id,
      detail: item.campaign_name,
      status: 'Inapplicable' as const,
      explanation: item.result.details?.message ?? item.result.error?.message ?? 'Refused by the service',
      amount: undefined,
    })),
  ];
}

const columns = (currency: string | undefined): DataTableColumn<OutcomeRow>[] => [
  {
    header: 'Redeemable',
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        {row.detail && <Code fz="xs">{row.detail}</Code>}
      </>
    ),
  },
  { header: 'Outcome', cell: (row) => <OutcomeBadge tone={statusTone[row.status]}>{row.status}</OutcomeBadge> },
  { header: 'Reason or discount', cell: (row) => row.explanation },
  // Only a gift card's spend is reported per redeemable; discounts show in the order totals.
  { header: 'Amount', cell: (row) => (row.amount === undefined ? '—' : formatMoney(row.amount, currency)) },
];

/** One row per redeemable sent: applied, skipped or inapplicable, as the service decided, with its reason. */
export function RedeemableOutcomes({
  response,
  currency,
}: {
  response: ClientRedemptionResponse;
  currency?: string | undefined;
}) {
  return (
    <DataTable
      caption="What happened to each redeemable"
      label="Redeemable outcomes"
      columns={columns(currency)}
      rows={toRows(response, currency)}
      rowKey={(row) => row.key}
      minWidth={640}
    />
  );
}

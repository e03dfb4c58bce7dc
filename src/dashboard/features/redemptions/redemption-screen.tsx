import { Code, List, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Redemption } from '../../../contract/redemption.ts';
import { DetailSection } from '../../components/detail-section.tsx';
import { FactsList } from '../../components/facts-list.tsx';
import { MetadataList } from '../../components/metadata-list.tsx';
import { RedemptionStatusBadge } from '../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { redeemablesQueryOptions } from '../../lib/resources/redemptions.ts';
import { OrderTotalsList } from '../../components/order-totals-list.tsx';
import { RollbackControl } from './components/rollback-control.tsx';

const channelWords = { USER: 'a person in the dashboard', API: 'the API', AUTO_REDEEM: 'automatic redemption' };

/** What one redeemable of the stack was, linked to its own page. */
function RedeemableName({ redemption }: { redemption: Redemption }) {
  if (redemption.voucher)
    return (
      <AnchorLink to="/vouchers/$code" params={{ code: redemption.voucher.code }}>
        {redemption.voucher.code}
      </AnchorLink>
    );
  if (redemption.related_object_type === 'promotion_tier')
    return (
      <AnchorLink to="/promotions/tiers/$tierId" params={{ tierId: redemption.related_object_id }}>
        Promotion tier {redemption.related_object_id}
      </AnchorLink>
    );
  return <Code>{redemption.related_object_id}</Code>;
}

/**
 * One stacked redemption: its outcome now, who and what it was for, the order before and after, each redeemable
 * with what it took off or why it was refused, and its rollbacks; while it stands it can be rolled back here.
 */
export function RedemptionScreen({ redemption, currency }: { redemption: Redemption; currency: string }) {
  const childIds = redemption.related_redemptions?.redemptions.map((child) => child.id) ?? [];
  const redeemables = useQuery({ ...redeemablesQueryOptions(redemption.id), enabled: childIds.length > 0 });
  const childOf = (id: string) => redeemables.data?.redemptions.find((child) => child.id === id);
  const customer = redemption.customer;
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <AnchorLink to="/redemptions" size="sm">
          ← Redemption history
        </AnchorLink>
        <Title order={1}>Redemption {redemption.id}</Title>
      </div>
      <DetailSection title="Outcome">
        <FactsList
          facts={[
            ['Status', <RedemptionStatusBadge key="status" status={redemption.status} />],
            ['Date', formatDateTime(redemption.date)],
            [
              'Customer',
              customer ? (
                <AnchorLink key="customer" to="/customers/$customerId" params={{ customerId: customer.id }}>
                  {customer.name ?? customer.source_id ?? customer.id}
                </AnchorLink>
              ) : (
                'None'
              ),
            ],
            ['Made through', channelWords[redemption.channel.channel_type]],
            ['Why it failed', redemption.failure_message ?? '—'],
          ]}
        />
      </DetailSection>
      <DetailSection title="Redeemables">
        <DataTable
          caption="What each redeemable of the stack did"
          label="Redeemables"
          columns={[
            {
              header: 'Redeemable',
              cell: ({ id, child }) =>
                child ? <RedeemableName redemption={child} /> : redeemables.isPending ? 'Loading…' : id,
            },
            { header: 'Outcome', cell: ({ child }) => child && <RedemptionStatusBadge status={child.status} /> },
            { header: 'Took off', cell: ({ child }) => (child ? formatMoney(child.amount ?? 0, currency) : '—') },
            { header: 'Why refused', cell: ({ child }) => child?.failure_message ?? '—' },
          ]}
          rows={childIds.map((id) => ({ id, child: childOf(id) }))}
          rowKey={(row) => row.id}
          minWidth={560}
          striped={false}
          empty="This stack kept no redeemables."
          error={redeemables.isError ? redeemables.error : undefined}
          errorTitle="The redeemables could not be loaded"
          onRetry={() => void redeemables.refetch()}
        />
      </DetailSection>
      {redemption.order && (
        <DetailSection title="Order before and after">
          <OrderTotalsList order={redemption.order} currency={currency} />
        </DetailSection>
      )}
      {(redemption.related_redemptions?.rollbacks.length ?? 0) > 0 && (
        <DetailSection title="Rollbacks">
          <List size="sm">
            {redemption.related_redemptions!.rollbacks.map((rollback) => (
              <List.Item key={rollback.id}>
                <Code>{rollback.id}</Code> on {formatDateTime(rollback.date)}
              </List.Item>
            ))}
          </List>
        </DetailSection>
      )}
      {redemption.status === 'SUCCEEDED' && <RollbackControl redemptionId={redemption.id} />}
      <DetailSection title="Metadata">
        <MetadataList metadata={redemption.metadata ?? undefined} />
      </DetailSection>
    </Stack>
  );
}

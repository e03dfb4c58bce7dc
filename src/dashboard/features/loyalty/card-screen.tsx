import { Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../components/router-links.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { voucherQueryOptions } from '../../lib/resources/vouchers.ts';
import { CardSummary } from './components/card-summary.tsx';
import { CardTransactions } from './components/card-transactions.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { ExportForm } from './components/export-form.tsx';
import { ExportStatusCard } from './components/export-status-card.tsx';

interface CardScreenProps {
  code: string;
  exportId: string | undefined;
  onExportScheduled: (exportId: string) => void;
  transactionsPage: number;
  onTransactionsPageChange: (page: number) => void;
}

export function CardScreen({
  code,
  exportId,
  onExportScheduled,
  transactionsPage,
  onTransactionsPageChange,
}: CardScreenProps) {
  const { data: card } = useSuspenseQuery(voucherQueryOptions(code));
  const canExport = useCan('exports:create');

  return (
    <Stack gap="lg">
      <div>
        <AnchorLink to="/loyalty" search={card.campaign_id ? { campaign: card.campaign_id } : {}} size="sm">
          ← Loyalty programs
        </AnchorLink>
        <Title order={1}>Loyalty card {card.code}</Title>
      </div>
      <CardSummary card={card} />
      {card.campaign_id && (
        <CardTransactions
          campaignId={card.campaign_id}
          code={card.code}
          page={transactionsPage}
          onPageChange={onTransactionsPageChange}
        />
      )}
      {canExport && (
        <Paper withBorder p="md" component="section" aria-labelledby="export-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="export-title">
                Export transactions
              </Title>
              <Text size="sm">
                The service writes the card&apos;s transactions to a CSV file in the background; this page follows it
                until the file is ready.
              </Text>
            </div>
            <ExportForm card={{ code: card.code, campaignId: card.campaign_id }} onScheduled={onExportScheduled} />
            {exportId && <ExportStatusCard key={exportId} exportId={exportId} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

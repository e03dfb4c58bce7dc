import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCan } from '../../lib/permissions.tsx';
import { voucherQueryOptions } from '../../lib/resources/vouchers.ts';
import { ExportForm } from './components/export-form.tsx';
import { ExportStatusCard } from './components/export-status-card.tsx';

interface CardExportSectionProps {
  code: string;
  exportId: string | undefined;
  onExportScheduled: (exportId: string) => void;
}

/** A loyalty card's export, shown on the card's page (the route places it there: features do not import each other). */
export function CardExportSection({ code, exportId, onExportScheduled }: CardExportSectionProps) {
  const { data: card } = useSuspenseQuery(voucherQueryOptions(code));
  const canExport = useCan('exports:create');
  if (!canExport) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="export-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="export-title">
            Export transactions
          </Title>
          <Text size="sm">
            The service writes the card&apos;s transactions to a CSV file in the background; this page follows it until
            the file is ready.
          </Text>
        </div>
        <ExportForm card={{ code: card.code, campaignId: card.campaign_id }} onScheduled={onExportScheduled} />
        {exportId && <ExportStatusCard key={exportId} exportId={exportId} />}
      </Stack>
    </Paper>
  );
}

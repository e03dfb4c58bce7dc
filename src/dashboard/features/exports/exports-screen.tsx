import { EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { ExportForm } from './components/export-form.tsx';
import { ExportStatusCard } from './components/export-status-card.tsx';
import { ExportsHistory } from './components/exports-history.tsx';

interface ExportsScreenProps {
  /** The exports this page follows, newest first. */
  exportIds: string[];
  onExportScheduled: (exportId: string) => void;
  historyPage: number;
  onHistoryPageChange: (page: number) => void;
}

export function ExportsScreen({ exportIds, onExportScheduled, historyPage, onHistoryPageChange }: ExportsScreenProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Transaction exports</Title>
        <Text>
          Schedule a CSV export of a loyalty card&apos;s transactions. The service writes each file in the background;
          the list below follows every export until its file is ready, and this page&apos;s link keeps the list.
        </Text>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="schedule-export-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="schedule-export-title">
            Schedule an export
          </Title>
          <ExportForm onScheduled={onExportScheduled} />
        </Stack>
      </Paper>
      <Stack gap="md" component="section" aria-labelledby="scheduled-exports-title">
        <Title order={2} size="h3" id="scheduled-exports-title">
          Scheduled exports
        </Title>
        {exportIds.length === 0 ? (
          <EmptyState title="No exports yet" description="Exports scheduled on this page are listed here." />
        ) : (
          exportIds.map((exportId) => (
            <Paper key={exportId} withBorder p="md">
              <ExportStatusCard exportId={exportId} />
            </Paper>
          ))
        )}
      </Stack>
      <ExportsHistory page={historyPage} onPageChange={onHistoryPageChange} />
    </Stack>
  );
}

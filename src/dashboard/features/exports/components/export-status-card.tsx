import { Alert, Button, Code, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Export } from '../../../../contract/export.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { exportQueryOptions } from '../../../lib/resources/exports.ts';

const steps: { status: Export['status']; label: string }[] = [
  { status: 'SCHEDULED', label: 'Scheduled' },
  { status: 'IN_PROGRESS', label: 'In progress' },
  { status: 'DONE', label: 'Done' },
];
export const exportStatusWords: Record<Export['status'], string> = {
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
  ERROR: 'Failed',
};

/** The cards an export is of: the service echoes them as a voucher_id filter. */
export const exportedCards = (job: Export) => job.parameters.filters?.voucher_id?.conditions.$in?.join(', ');

/** The export's status as the service reports it, followed until it is final, then the download or the reason. */
export function ExportStatusCard({ exportId }: { exportId: string }) {
  const query = useQuery(exportQueryOptions(exportId));
  const headingId = useId();
  if (query.isPending) return <Skeleton height={96} />;
  if (query.isError) return <ErrorAlert error={query.error} title="Could not read the export" />;

  const job = query.data;
  const reached = steps.findIndex((step) => step.status === job.status);
  const cards = exportedCards(job);
  const scheduled = cards ? `Card ${cards}, scheduled` : 'Scheduled';
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Export <Code>{job.id}</Code>
        </Title>
        <OutcomeBadge tone={job.status === 'ERROR' ? 'bad' : job.status === 'DONE' ? 'good' : 'neutral'}>
          {exportStatusWords[job.status]}
        </OutcomeBadge>
      </Group>
      <Text size="sm">
        {scheduled} {formatDateTime(job.created_at)} from the{' '}
        {job.channel === 'WEBSITE' ? 'dashboard' : (job.channel ?? 'API')}; columns{' '}
        {job.parameters.fields?.join(', ') ?? 'default'}.
      </Text>
      <List type="ordered" size="sm" aria-label="Export progress">
        {steps.map((step, index) => (
          <List.Item key={step.status} aria-current={step.status === job.status ? 'step' : undefined}>
            {step.label}
            {index <= reached && ' ✓'}
          </List.Item>
        ))}
      </List>
      <div aria-live="polite">
        {job.status === 'DONE' && job.result && (
          <Button component="a" href={job.result.url} download={`${job.id}.csv`}>
            Download CSV
          </Button>
        )}
        {job.status === 'ERROR' && (
          <Alert
            color="red"
            variant="outline"
            title="The export failed"
            styles={{ title: { color: 'var(--mantine-color-error)' } }}
          >
            {job.error?.message ?? 'The service gave no reason.'}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

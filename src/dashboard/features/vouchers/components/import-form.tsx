import { useId, useRef, useState } from 'react';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { ImportRejected, useImportVouchers } from '../../../lib/resources/vouchers.ts';

interface ImportFormProps {
  projectId: string;
  campaignId: string;
  /** Whether the campaign's codes are gift cards, so the `gift_amount` column is offered. */
  giftCards: boolean;
}

/**
 * Uploads a CSV file of codes to the campaign. The service imports every row or none: a refusal lists each bad row
 * with its number (the header is row 1) and what to fix.
 */
export function ImportForm({ projectId, campaignId, giftCards }: ImportFormProps) {
  const importing = useImportVouchers(projectId, campaignId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const inputId = useId();
  const rejected = importing.error instanceof ImportRejected ? importing.error : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setFileMissing(!file);
    if (!file) return;
    importing.mutate(file, {
      onSuccess: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  }

  return (
    <Stack gap="sm" component="form" onSubmit={submit} aria-label="Import codes">
      <Text size="sm">
        A CSV file with a header row: <code>code</code> (required){', '}
        <code>redemption_quantity</code> (uses per code; empty for the campaign&apos;s setting)
        {giftCards && (
          <>
            , <code>gift_amount</code> (the card&apos;s starting balance in cents: 2500 is 25.00)
          </>
        )}
        . At most 10,000 codes; if any row is wrong, nothing is imported.
      </Text>
      <Input.Wrapper label="CSV file" id={inputId} error={fileMissing ? 'Choose a CSV file first' : undefined}>
        <input
          id={inputId}
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileMissing || undefined}
          onChange={() => setFileMissing(false)}
          style={{ display: 'block', maxWidth: '100%' }}
        />
      </Input.Wrapper>
      <Group>
        <Button type="submit" loading={importing.isPending}>
          Import codes
        </Button>
      </Group>
      {importing.isSuccess && (
        <Alert color="green" title="Codes imported" role="status">
          {formatNumber(importing.data.imported)} codes were added; the campaign has{' '}
          {formatNumber(importing.data.vouchers_count)} vouchers.
        </Alert>
      )}
      {rejected && <RowErrors rejected={rejected} />}
      {importing.error && !rejected && <ErrorAlert error={importing.error} title="The import failed" />}
    </Stack>
  );
}

function RowErrors({ rejected }: { rejected: ImportRejected }) {
  return (
    <Stack gap="xs">
      <Alert color="red" title="Nothing was imported" role="alert">
        {rejected.error.details}. Fix these rows and import the file again.
      </Alert>
      <DataTable
        caption="Rows to fix"
        columns={[
          { header: 'Row', cell: (row) => row.row },
          { header: 'Problem', cell: (row) => row.message },
        ]}
        rows={rejected.rows.map((row, index) => ({ ...row, key: `${row.row}-${row.code}-${index}` }))}
        rowKey={(row) => row.key}
        minWidth={420}
        striped={false}
      />
    </Stack>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SampleCart } from '../../../../contract/calendar.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { utcMinute } from '../calendar-words.ts';

type Applied = SampleCart['applied'][number];
const appliedColumns = (currency: string | undefined): DataTableColumn<Applied>[] => [
  { header: 'Applies', cell: (applied) => applied.name, rowHeader: true },
  { header: 'Discount', cell: (applied) => formatMoney(applied.discount_amount, currency), align: 'end' },
];

/** What the engine answered: what applies with its discount, the totals, and what was skipped and why. */
export function SampleCartAnswer({ answer, currency }: { answer: SampleCart; currency?: string | undefined }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Answer">
      <Stack gap="sm">
        <Title order={3}>At {utcMinute(answer.at)} UTC</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Text>Order: {formatMoney(answer.order.amount, currency)}</Text>
          <Text>Discount: {formatMoney(answer.order.discount_amount, currency)}</Text>
          <Text fw={600}>Total: {formatMoney(answer.order.total_amount, currency)}</Text>
        </SimpleGrid>
        {answer.applied.length === 0 ? (
          <Text>Nothing applies to this cart at that instant.</Text>
        ) : (
          <DataTable
            caption="Applied"
            columns={appliedColumns(currency)}
            rows={answer.applied}
            rowKey={(applied) => applied.id}
            minWidth={320}
          />
        )}
        {answer.skipped.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Skipped">
            {answer.skipped.map((s) => (
              <Group key={s.id} component="li" gap="xs" wrap="wrap">
                <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                  {s.status === 'SKIPPED' ? 'Skipped' : 'Not applicable'}
                </Badge>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                <Text size="sm">{s.reason}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

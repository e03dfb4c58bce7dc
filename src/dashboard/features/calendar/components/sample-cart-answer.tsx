import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { SampleCart } from '../../../../contract/calendar.ts';
import { formatMoney } from '../../../lib/format.ts';
import { utcMinute } from '../calendar-words.ts';

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
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label="Applied">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Applies</Table.Th>
                  <Table.Th>Discount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.applied.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{formatMoney(a.discount_amount, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

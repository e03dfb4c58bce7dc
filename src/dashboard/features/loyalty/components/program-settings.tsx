import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Campaign } from '../../../../contract/campaign.ts';
import { formatNumber } from '../../../lib/format.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** How tiers are reached and when they end, in a line. */
function tierExpiration(program: Campaign) {
  const rule = program.loyalty_tiers_expiration;
  if (!rule) return 'Not set';
  const by = rule.qualification_type === 'BALANCE' ? 'by balance' : `by points per ${rule.qualification_period}`;
  return `Qualified ${by}; ends ${rule.expiration_date.type} (extend ${rule.expiration_date.extend})`;
}

/** What a program is set to: its cards' codes and points, joining, and tier expiry. */
export function ProgramSettings({ program }: { program: Campaign }) {
  const card = program.voucher?.loyalty_card;
  const rows: [string, React.ReactNode][] = [
    ['Card code pattern', <Code key="pattern">{program.voucher?.code_config.pattern ?? '—'}</Code>],
    ['Points each card starts with', formatNumber(card?.points ?? 0)],
    ['Customers join automatically', yesNo(program.auto_join)],
    ['One card per customer', yesNo(program.join_once)],
    ['Cards issued', formatNumber(program.vouchers_count ?? 0)],
    ['Tier expiration', tierExpiration(program)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" aria-label="Program settings">
      {rows.map(([term, value]) => (
        <Stack key={term} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

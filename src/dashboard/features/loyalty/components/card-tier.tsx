import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FailedPart } from '../../../components/failed-part.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { memberTierQueryOptions } from '../../../lib/resources/loyalty-tiers.ts';

/** The member's current tier in its program, with its points range and since when, or that it has none. */
export function CardTier({ code }: { code: string }) {
  const held = useQuery(memberTierQueryOptions(code));
  if (held.isPending) return <Skeleton height={24} width={200} />;
  if (held.error)
    return <FailedPart error={held.error} title="The tier could not be loaded" onRetry={() => void held.refetch()} />;
  const [tier] = held.data.data;
  return (
    <Group gap="xs" role="group" aria-label="Tier">
      <Text fw={500}>Tier</Text>
      {tier ? (
        <>
          <Badge variant="light">{tier.name}</Badge>
          <Text size="sm">
            {formatNumber(tier.points.from)}
            {tier.points.to === undefined ? '+ points' : `–${formatNumber(tier.points.to)} points`}
            {tier.expiration && `, since ${tier.expiration.start_date}`}
            {tier.expiration?.expiration_date && `, until ${tier.expiration.expiration_date}`}
          </Text>
        </>
      ) : (
        <Text size="sm">No tier: the member's points reach none of the program's tiers</Text>
      )}
    </Group>
  );
}

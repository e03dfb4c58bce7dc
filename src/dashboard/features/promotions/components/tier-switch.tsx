import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSetTierActive } from '../../../lib/resources/promotion-tiers.ts';

/**
 * The tier's on/off switch, for roles that may switch tiers (others see the state only). Whether the tier applies
 * also depends on its validity, which the service decides.
 */
export function TierSwitch({ tier }: { tier: PromotionTier }) {
  const setActive = useSetTierActive(tier.id);
  const canSwitch = useCan('promotions:toggle');

  function switchTo(active: boolean) {
    setActive.mutate(active, {
      onSuccess: (updated) =>
        notifications.show({
          color: 'green',
          title: updated.active ? 'Tier enabled' : 'Tier disabled',
          message: `${updated.name} is now ${updated.active ? 'on' : 'off'}.`,
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: active ? 'Could not enable the tier' : 'Could not disable the tier',
          message: error.message,
        }),
    });
  }

  if (!canSwitch)
    return (
      <Group gap="sm">
        <ActiveBadge active={tier.active} />
        <Text size="sm">Your role cannot switch tiers.</Text>
      </Group>
    );

  return (
    <>
      <Group gap="sm" role="group" aria-label="Tier switch">
        <ActiveBadge active={tier.active} />
        <Button onClick={() => switchTo(true)} disabled={tier.active || setActive.isPending}>
          Enable
        </Button>
        <Button variant="default" onClick={() => switchTo(false)} disabled={!tier.active || setActive.isPending}>
          Disable
        </Button>
      </Group>
      {setActive.error && <ErrorAlert error={setActive.error} title="The switch was undone" />}
    </>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { useRedeem } from '../../lib/resources/redemptions.ts';
import { DeskForm, markDeskRefusal } from './components/desk-form.tsx';
import { RedemptionResult } from './components/redemption-result.tsx';

export function RedemptionDeskScreen({ projectId }: { projectId: string }) {
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const redemption = useRedeem();
  const [refusal, setRefusal] = useState<unknown>();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Redemption desk</Title>
        <Text>
          A test till: redeem codes, gift cards and promotion tiers for a customer&apos;s cart through the client-side
          API (as you, channel USER), and see what the service applies, skips or refuses. Redemptions made here are
          real: they use up codes and balances.
        </Text>
      </div>
      <DeskForm
        currency={currency}
        redeeming={redemption.isPending}
        onRedeem={(request, form) =>
          redemption.mutate(request, { onError: (error) => setRefusal(markDeskRefusal(error, form)) })
        }
      />
      <div aria-live="polite">
        {redemption.isError && <ErrorAlert error={refusal ?? redemption.error} title="The redemption was refused" />}
        {redemption.data && <RedemptionResult response={redemption.data} currency={currency} />}
      </div>
    </Stack>
  );
}

import { Alert, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/error-alert.tsx';
import type { Connection } from '../../lib/connection.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { useRedeem } from '../../lib/resources/redemptions.ts';
import { DeskForm, markDeskRefusal } from './components/desk-form.tsx';
import { RedemptionResult } from './components/redemption-result.tsx';

export function RedemptionDeskScreen({ connection }: { connection: Connection }) {
  const currency = useQuery(projectQueryOptions(connection.projectId)).data?.currency;
  const redemption = useRedeem();
  const origin = window.location.origin;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Redemption desk</Title>
        <Text>
          A test till: redeem codes, gift cards and promotion tiers for a customer&apos;s cart through the client-side
          API, and see what the service applies, skips or refuses. Redemptions made here are real: they use up codes and
          balances.
        </Text>
      </div>
      {!connection.clientAppId || !connection.clientToken ? (
        <Alert color="yellow" variant="outline" title="Client-side keys needed">
          This connection has no client application id or token. Sign out and connect again with them filled in.
        </Alert>
      ) : (
        connection.clientOrigin !== origin && (
          <Alert variant="light" color="gray" title="Origin">
            The browser sends this page&apos;s origin <Code>{origin}</Code>, not <Code>{connection.clientOrigin}</Code>;
            the project must allow it.
          </Alert>
        )
      )}
      <DeskForm
        currency={currency}
        redeeming={redemption.isPending}
        onRedeem={(request, form) => redemption.mutate(request, { onError: (error) => markDeskRefusal(error, form) })}
      />
      <div aria-live="polite">
        {redemption.isError && <ErrorAlert error={redemption.error} title="The redemption was refused" />}
        {redemption.data && <RedemptionResult response={redemption.data} currency={currency} />}
      </div>
    </Stack>
  );
}

import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { qualificationKeys, qualificationQueryOptions } from '../../lib/resources/qualifications.ts';
import { QualificationForm } from './components/qualification-form.tsx';
import { QualifiedCampaigns } from './components/qualified-campaigns.tsx';
import { toQualificationCall, type QualificationSearch } from './qualification-search.ts';

interface QualificationScreenProps {
  projectId: string;
  search: QualificationSearch;
  onSearchChange: (search: QualificationSearch) => void;
}

export function QualificationScreen({ projectId, search, onSearchChange }: QualificationScreenProps) {
  const queryClient = useQueryClient();
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const call = search.run ? toQualificationCall(search) : null;
  const result = useQuery(qualificationQueryOptions(call));

  function run(next: QualificationSearch) {
    onSearchChange(next);
    // Running an unchanged context asks the service again rather than showing the cached answer.
    void queryClient.invalidateQueries({ queryKey: qualificationKeys.list(toQualificationCall(next)) });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Qualification sandbox</Title>
        <Text>
          Describe a customer and a cart, and see which campaigns the service finds valid and active for them. The whole
          context is in this page&apos;s address: share the link to let someone run the same question.
        </Text>
      </div>
      <QualificationForm
        search={search}
        onRun={run}
        running={result.isFetching}
        error={result.error}
        currency={currency}
      />
      {call ? (
        <QualifiedCampaigns result={result} currency={currency} />
      ) : (
        <Alert variant="light" color="gray" title="Nothing asked yet">
          Fill in what you need (everything is optional) and run the qualification.
        </Alert>
      )}
    </Stack>
  );
}

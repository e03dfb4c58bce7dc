import { Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { OverviewQuery } from '../../../contract/overview.ts';
import type { Project } from '../../../contract/project.ts';
import type { Permission } from '../../../contract/access.ts';
import { formatDate } from '../../lib/format.ts';

// Charts are heavy: their chunk loads after the page, so the first load stays within its budget.
const ResultsFigures = lazy(() =>
  import('../../components/results-figures.tsx').then((m) => ({ default: m.ResultsFigures })),
);

interface OverviewScreenProps {
  project: Project;
  permissions: readonly Permission[];
  range: OverviewQuery;
  onRangeChange: (range: OverviewQuery) => void;
}

/**
 * The first screen leads with results: the period's figures, its charts and what needs attention. The navigation
 * stays in the navigation bar, not repeated as cards here.
 */
export function OverviewScreen({ project, permissions, range, onRangeChange }: OverviewScreenProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{project.name}</Title>
        <Text>
          {project.description ?? 'No description.'} Currency {project.currency}, time zone {project.timezone}, created{' '}
          {formatDate(project.created_at)}.
        </Text>
      </div>
      {permissions.includes('campaigns:read') ? (
        <Suspense fallback={<Loader role="status" aria-label="Loading the figures" />}>
          <ResultsFigures
            projectId={project.id}
            currency={project.currency}
            range={range}
            onRangeChange={onRangeChange}
          />
        </Suspense>
      ) : (
        <Text>Your role shows no figures: choose a page from the navigation.</Text>
      )}
    </Stack>
  );
}

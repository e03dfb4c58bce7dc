import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { OverviewQuery } from '../../../contract/overview.ts';
import { Link } from '@tanstack/react-router';
import type { Project } from '../../../contract/project.ts';
import type { Permission } from '../../../contract/access.ts';
import { visibleAreas } from '../../components/nav-areas.ts';
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {visibleAreas(permissions).map((area) => (
          <Card key={area.label} withBorder component="section" aria-labelledby={`overview-${area.label}`}>
            <Title order={2} size="h4" id={`overview-${area.label}`}>
              {area.label}
            </Title>
            <Text size="sm" my="xs">
              {area.description}
            </Text>
            <Group gap="md">
              {area.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {permissions.includes('campaigns:read') && (
        <Suspense fallback={<Loader role="status" aria-label="Loading the figures" />}>
          <ResultsFigures
            projectId={project.id}
            currency={project.currency}
            range={range}
            onRangeChange={onRangeChange}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import { Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/router-links.tsx';
import { loyaltyProgramQueryOptions } from '../../lib/resources/loyalty-programs.ts';
import { EarningRulesSection } from './components/earning-rules-section.tsx';
import { ProgramDelete } from './components/program-delete.tsx';
import { ProgramEditForm } from './components/program-edit-form.tsx';
import { ProgramMembers } from './components/program-members.tsx';
import { ProgramRewards } from './components/program-rewards.tsx';
import { ProgramSettings } from './components/program-settings.tsx';
import { ProgramTiers } from './components/program-tiers.tsx';
import { programTabs, type ProgramSearch } from './loyalty-search.ts';

interface ProgramScreenProps {
  campaignId: string;
  search: ProgramSearch;
  onSearchChange: (search: ProgramSearch) => void;
  onDeleted: () => void;
}

/** A loyalty program: its settings, their edit form, and tabs for what belongs to it (members first). */
export function ProgramScreen({ campaignId, search, onSearchChange, onDeleted }: ProgramScreenProps) {
  const { data: program } = useSuspenseQuery(loyaltyProgramQueryOptions(campaignId));
  return (
    <Stack gap="lg">
      <div>
        <AnchorLink to="/loyalty" size="sm">
          ← Loyalty programs
        </AnchorLink>
        <Group justify="space-between" align="center">
          <Title order={1}>{program.name}</Title>
          <ProgramDelete program={program} onDeleted={onDeleted} />
        </Group>
        <Text size="sm">
          <Code>{program.id}</Code>
        </Text>
        {program.description && <Text>{program.description}</Text>}
      </div>
      <ProgramSettings program={program} />
      <ProgramEditForm program={program} />
      <Tabs
        value={search.tab}
        onChange={(tab) => onSearchChange({ ...search, tab: programTabs.find((t) => t === tab) ?? 'members' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          <Tabs.Tab value="earning-rules">Earning rules</Tabs.Tab>
          <Tabs.Tab value="rewards">Rewards</Tabs.Tab>
          <Tabs.Tab value="tiers">Tiers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="sm">
          <ProgramMembers
            campaignId={program.id}
            programName={program.name}
            search={search}
            onSearchChange={onSearchChange}
          />
        </Tabs.Panel>
        <Tabs.Panel value="earning-rules" pt="sm">
          <EarningRulesSection campaignId={program.id} programName={program.name} />
        </Tabs.Panel>
        <Tabs.Panel value="rewards" pt="sm">
          <ProgramRewards campaignId={program.id} programName={program.name} />
        </Tabs.Panel>
        <Tabs.Panel value="tiers" pt="sm">
          <ProgramTiers campaignId={program.id} programName={program.name} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

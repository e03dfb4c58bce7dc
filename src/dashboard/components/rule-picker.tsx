import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { validationRulesQueryOptions } from '../lib/resources/validation-rules.ts';

interface RulePickerProps {
  /** Rules already assigned, not offered again. */
  exclude: string[];
  adding: boolean;
  onAdd: (ruleId: string) => void;
}

/** Picks one of the project's rules (the newest hundred) to add to a campaign or tier. */
export function RulePicker({ exclude, adding, onAdd }: RulePickerProps) {
  const rules = useQuery(validationRulesQueryOptions({ limit: 100 }));
  const [ruleId, setRuleId] = useState('');
  const options = (rules.data?.data ?? []).filter((rule) => !exclude.includes(rule.id));
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label="Add a validation rule"
        value={ruleId}
        onChange={(event) => setRuleId(event.currentTarget.value)}
        data={[
          { value: '', label: rules.isPending ? 'Loading the rules…' : 'Pick a rule' },
          ...options.map((rule) => ({ value: rule.id, label: rule.name })),
        ]}
      />
      <Button
        variant="default"
        disabled={!ruleId}
        loading={adding}
        onClick={() => {
          onAdd(ruleId);
          setRuleId('');
        }}
      >
        Add rule
      </Button>
    </Group>
  );
}

import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { clientScopes, serverScopes, type Scope } from '../../../../contract/oauth.ts';
import { scopeExplanations } from '../token-form-schema.ts';

interface ScopePickerProps {
  value: Scope[];
  onChange: (scopes: Scope[]) => void;
  error?: string | undefined;
}

const groups = [
  {
    label: 'Server-side scopes',
    description: 'For /v1 operations, called with the token from a server.',
    scopes: serverScopes,
  },
  {
    label: 'Client-side scopes',
    description: 'For /client/v1 operations, called from a browser or app.',
    scopes: clientScopes,
  },
];

/** Exactly the interface's scope values, server-side and client-side, with the two whole-API scopes explained. */
export function ScopePicker({ value, onChange, error }: ScopePickerProps) {
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Checkbox.Group
          key={group.label}
          label={group.label}
          description={group.description}
          value={value.filter((scope) => (group.scopes as readonly Scope[]).includes(scope))}
          onChange={(picked) => {
            const others = value.filter((scope) => !(group.scopes as readonly Scope[]).includes(scope));
            onChange([...others, ...(picked as Scope[])]);
          }}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" mt="xs">
            {group.scopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={scope} description={scopeExplanations[scope]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ))}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}

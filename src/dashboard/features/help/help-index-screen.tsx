import { List, Stack, Text, Title } from '@mantine/core';
import { HelpLink } from './help-link.tsx';
import { helpGroups } from './help-documents.ts';

/** Every document, by group: what Promodesk does where the interface is silent, and how to run and test it. */
export function HelpIndexScreen() {
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>Help</Title>
        <Text>The documents that come with Promodesk, the same as in its repository under src/docs.</Text>
      </div>
      {helpGroups.map((group, index) => (
        <section key={group.label} aria-labelledby={`help-group-${index}`}>
          <Title order={2} size="h3" id={`help-group-${index}`} mb="xs">
            {group.label}
          </Title>
          <List spacing={4}>
            {group.documents.map((document) => (
              <List.Item key={document.slug}>
                <HelpLink doc={document.slug}>{document.title}</HelpLink>
              </List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HelpLink } from './help-link.tsx';
import { HelpMarkdown } from './help-markdown.tsx';
import { helpDocumentQueryOptions } from './help-documents.ts';

/** One document, its first heading the page's title. */
export function HelpDocumentScreen({ slug }: { slug: string }) {
  const { data: source } = useSuspenseQuery(helpDocumentQueryOptions(slug));
  return (
    <Stack gap="sm" maw={1100}>
      <HelpLink size="sm">All documents</HelpLink>
      {source === null ? (
        <div>
          <Title order={1}>Not found</Title>
          <Text>There is no document named {slug}.</Text>
        </div>
      ) : (
        <HelpMarkdown source={source} />
      )}
    </Stack>
  );
}

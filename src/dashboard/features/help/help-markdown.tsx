import { Anchor, Box, Table, Typography } from '@mantine/core';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { HelpLink } from './help-link.tsx';

type Element = NonNullable<ExtraProps['node']>;
type ElementContent = Element['children'][number];

/** A link to another document (`webhooks.md`, `./qa-mode.md#faults`): it opens in Help. */
const documentLink = /^(?:\.\/)?([a-z0-9-]+)\.md(#[\w-]*)?$/;

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** Names a table's scrolling region by its column headers, so each region has a name of its own. */
function tableLabel(table: Element | undefined) {
  const headers: string[] = [];
  const collect = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'th') headers.push(textOf(node).trim());
    else node.children.forEach(collect);
  };
  table?.children.forEach(collect);
  return `Table: ${headers.filter(Boolean).join(', ') || 'no headers'}`;
}

const components: Components = {
  a: ({ href = '', children }) => {
    const toDocument = href.match(documentLink);
    if (toDocument)
      return (
        <HelpLink doc={toDocument[1]!} hash={toDocument[2]?.slice(1)}>
          {children}
        </HelpLink>
      );
    // Files of the repository (the README, source files) are not part of Help: their names stay as text.
    if (!/^(https?:|mailto:|#)/.test(href)) return <>{children}</>;
    return (
      <Anchor href={href} {...(href.startsWith('#') ? {} : { target: '_blank', rel: 'noreferrer' })}>
        {children}
      </Anchor>
    );
  },
  // Wide tables scroll sideways in a region that takes the keyboard focus (axe's scrollable-region-focusable).
  table: ({ node, children }) => (
    <Box role="region" aria-label={tableLabel(node)} tabIndex={0} my="md" style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs">
        {children}
      </Table>
    </Box>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children, style }) => <Table.Th style={style}>{children}</Table.Th>,
  td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
  // Code blocks keep their long lines and scroll instead of wrapping mid-word.
  pre: ({ children }) => (
    <Box component="pre" tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  ),
};

/**
 * A document's Markdown as the page shows it: GitHub's tables, headings, lists and code, styled by Mantine. Raw HTML
 * in a document (the SDK table's markers are comments) is left out, never rendered.
 */
export function HelpMarkdown({ source }: { source: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {source}
      </Markdown>
    </Typography>
  );
}

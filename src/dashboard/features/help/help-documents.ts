import { queryOptions } from '@tanstack/react-query';

/** A document under `src/docs/`: its file name without `.md` (its address under /help) and its title. */
export interface HelpDocument {
  slug: string;
  title: string;
}

/**
 * Every document under `src/docs/`, grouped as Help lists them, each with the title its first line gives it
 * (`help-documents.test.ts` keeps this list and the files in step).
 */
export const helpGroups: { label: string; documents: HelpDocument[] }[] = [
  {
    label: 'Using Promodesk',
    documents: [
      { slug: 'dashboard', title: 'The dashboard' },
      { slug: 'people', title: 'People, roles and sessions' },
      { slug: 'demo-data', title: 'Demo data' },
    ],
  },
  {
    label: 'Behaviour where the interface is silent',
    documents: [
      { slug: 'behaviour-campaigns', title: 'Behaviour: campaigns, templates, codes and rules' },
      { slug: 'behaviour-redemptions', title: 'Behaviour: qualification, validation, redemption and orders' },
      { slug: 'behaviour-loyalty', title: 'Behaviour: loyalty, referrals and rewards' },
      { slug: 'behaviour-customers', title: 'Behaviour: customers, segments and activity' },
      { slug: 'behaviour-bulk', title: 'Behaviour: exports, imports, bulk actions and the bin' },
      { slug: 'behaviour-console', title: "Behaviour: the console's own services" },
      { slug: 'behaviour-api', title: 'Behaviour: requests, errors, security and the management API' },
    ],
  },
  {
    label: 'Integrating and testing',
    documents: [
      { slug: 'webhooks', title: 'Webhooks' },
      { slug: 'sdk-coverage', title: 'Coverage of the official API and SDK' },
      { slug: 'qa-mode', title: 'QA mode' },
    ],
  },
  {
    label: 'Running and developing',
    documents: [
      { slug: 'instances', title: 'Running several instances' },
      { slug: 'testing', title: 'Tests' },
      { slug: 'performance', title: 'Performance' },
      { slug: 'architecture', title: 'Architecture' },
      { slug: 'dependencies', title: 'Dependencies beyond the stack' },
    ],
  },
];

export const helpDocuments = helpGroups.flatMap((group) => group.documents);

// Each document is a chunk of its own, fetched when its page is first opened.
const sources = import.meta.glob<string>('../../../docs/*.md', { query: '?raw', import: 'default' });

/** The document's Markdown, or undefined for a name no document has. */
export async function loadHelpDocument(slug: string): Promise<string | undefined> {
  const load = sources[`../../../docs/${slug}.md`];
  return load ? await load() : undefined;
}

/** The documents are part of the build, the same for every project: read once, never stale. */
export const helpDocumentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['help', slug] as const,
    queryFn: async () => (await loadHelpDocument(slug)) ?? null,
    staleTime: Infinity,
  });

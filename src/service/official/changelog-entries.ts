import type { QaChangelogEntry } from '../../contract/qa-fidelity.ts';
import { pathTemplate } from './official-schema.ts';

/**
 * What the hosted changelog documents before the pinned official OpenAPI does: each entry names the operations and
 * the answer's fields it adds (JSON pointers, `*` for any item or key). An answer that holds such a field, or that
 * the schema refuses only at one, differs from the document only as the changelog says (the fidelity report's
 * `changelog_only`). An entry stays only while the pinned document lacks what it documents (a test checks each).
 * Not listed, as the pinned document already describes them: a concurrent rollback's 400 `multiple_requests` (the
 * rollback's 400 is the generic error, a hosted expectation checks its status), `ADD_SAME_ITEMS`, a campaign's
 * `type: STANDALONE`. Nor what no answer shows: a webhook (the reward redemption's), a query parameter
 * (`remove_from_stacking_rules`), a refusal whose status the changelog does not give.
 */
export type ChangelogEntry = QaChangelogEntry & { operations: string[]; fields: string[] };

export const changelogEntries: ChangelogEntry[] = [
  {
    date: '12 Mar 2026',
    title: 'Errors in validations and redemptions',
    operations: ['POST /v1/validations', 'POST /client/v1/validations'],
    fields: [
      '/inapplicable_redeemables/*/result/error/redeemable_type',
      '/inapplicable_redeemables/*/result/error/redeemable_id',
    ],
  },
];

/** An entry's fields as pointer patterns: a pointer at the field or under it matches. */
const compiled = changelogEntries.map((entry) => ({
  entry,
  operations: new Set(entry.operations.map(pathTemplate)),
  fields: entry.fields.map((field) => ({
    steps: field.split('/').slice(1),
    under: new RegExp(`^${field.replace(/\*/g, '[^/]+')}(/|$)`),
  })),
}));

/** Whether `value` holds something at the pointer's steps (any item or key where a step is `*`). */
function holds(value: unknown, steps: string[]): boolean {
  if (!steps.length) return value !== undefined;
  if (!value || typeof value !== 'object') return false;
  const [step, ...rest] = steps;
  const children = step === '*' ? Object.values(value) : [(value as Record<string, unknown>)[step!]];
  return children.some((child) => holds(child, rest));
}

/**
 * The changelog entries an answer of `METHOD template` relies on, and which of the schema's findings (each at a
 * JSON pointer) they explain.
 */
export function changelogCoverage(operation: string, answer: unknown, findingPointers: string[]) {
  const entries: ChangelogEntry[] = [];
  const explained = new Set<string>();
  for (const { entry, operations, fields } of compiled) {
    if (!operations.has(pathTemplate(operation))) continue;
    const covered = findingPointers.filter((pointer) => fields.some((f) => f.under.test(pointer)));
    for (const pointer of covered) explained.add(pointer);
    if (covered.length || fields.some((f) => holds(answer, f.steps))) entries.push(entry);
  }
  return { entries, explained };
}

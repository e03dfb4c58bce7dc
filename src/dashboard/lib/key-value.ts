import { z } from 'zod';

/** Free key/value pairs as a form edits them: one row per entry, values as text. */
export const keyValueRowsSchema = z
  .array(z.object({ key: z.string().trim().min(1, 'Enter a key'), value: z.string() }))
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.key))
        context.addIssue({ code: 'custom', path: [index, 'key'], message: 'This key is already used' });
      seen.add(row.key);
    });
  });
export type KeyValueRow = z.input<typeof keyValueRowsSchema>[number];

/** The rows as a metadata object, or undefined when there are none, so empty metadata is not sent at all. */
export function toMetadata(rows: readonly KeyValueRow[]): Record<string, string> | undefined {
  return rows.length ? Object.fromEntries(rows.map((row) => [row.key, row.value])) : undefined;
}

/** A metadata object (from a link or a response) as editable rows. */
export function toKeyValueRows(metadata: Record<string, string> | undefined): KeyValueRow[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value }));
}

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpDocuments, loadHelpDocument } from './help-documents.ts';

const folder = new URL('../../../docs/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.md'));

describe('the documents Help lists', () => {
  it('are every document under src/docs, once, with the title its first line gives it', () => {
    expect(helpDocuments.map((document) => `${document.slug}.md`).sort()).toEqual([...files].sort());
    for (const document of helpDocuments) {
      const [firstLine] = readFileSync(new URL(`${document.slug}.md`, folder), 'utf8').split('\n');
      expect(firstLine, document.slug).toBe(`# ${document.title}`);
    }
  });

  it('load as written, and a name no document has loads nothing', async () => {
    expect(await loadHelpDocument('webhooks')).toBe(readFileSync(new URL('webhooks.md', folder), 'utf8'));
    expect(await loadHelpDocument('no-such-document')).toBeUndefined();
  });

  it('link only to documents that exist', () => {
    for (const file of files) {
      const text = readFileSync(new URL(file, folder), 'utf8');
      for (const [, target] of text.matchAll(/\]\((?:\.\/)?([a-z0-9-]+)\.md(?:#[\w-]*)?\)/g))
        expect(files, `${file} links to ${target}.md`).toContain(`${target}.md`);
    }
  });
});

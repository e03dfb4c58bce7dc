import { describe, expect, it } from 'vitest';
import { templatesSearchRefusal, templatesSearchSchema, toTemplateListQuery } from './template-search.ts';

describe('the templates search past its limit', () => {
  it('is kept whole from the URL and refused in the contract words, so the list is not loaded', () => {
    const query = toTemplateListQuery(templatesSearchSchema.parse({ name: 'x'.repeat(201) }));
    expect(query.filters?.name?.conditions.$contains).toHaveLength(201);
    expect(templatesSearchRefusal(query)).toBe('Use at most 200 characters');
    const startsWith = toTemplateListQuery(
      templatesSearchSchema.parse({ name: 'x'.repeat(201), match: 'starts_with' }),
    );
    expect(templatesSearchRefusal(startsWith)).toBe('Use at most 200 characters');
    expect(
      templatesSearchRefusal(toTemplateListQuery(templatesSearchSchema.parse({ name: 'x'.repeat(200) }))),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { campaignChanges, campaignForm, editFormSchema } from './edit-form-schema.ts';

const campaign = {
  name: 'Spring',
  description: 'Ten off',
  start_date: '2026-03-01T00:00:00.000Z',
  validity_day_of_week: [1, 2],
  join_once: false,
  metadata: { channel: 'web', region: 'EU', limit: 5 },
};

const edited = (change: Partial<ReturnType<typeof campaignForm>>) =>
  campaignChanges(campaign, editFormSchema.parse({ ...campaignForm(campaign), ...change }));

describe('the campaign edit form', () => {
  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(edited({})).toEqual({});
    expect(
      edited({
        name: 'Spring sale',
        description: '',
        start_date: '',
        validity_day_of_week: [],
        join_once: 'yes',
        metadata: [
          { key: 'channel', value: 'shop' },
          { key: 'limit', value: '5' },
          { key: 'new', value: 'x' },
        ],
      }),
    ).toEqual({
      name: 'Spring sale',
      description: null,
      start_date: null,
      validity_day_of_week: null,
      join_once: true,
      metadata: { channel: 'shop', new: 'x' },
      unset_metadata_fields: ['region'],
    });
  });

  it('says on the field when the campaign would end before it starts', () => {
    const result = editFormSchema.safeParse({
      ...campaignForm(campaign),
      start_date: '2026-05-01T00:00',
      expiration_date: '2026-04-01T00:00',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expiration_date', 'The campaign must end after it starts'],
    ]);
  });

  it("applies the contract's campaign rules: a name, and a window that ends after it starts", () => {
    const result = editFormSchema.safeParse({ ...campaignForm(campaign), name: '   ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'A campaign needs a name'],
    ]);
    expect(edited({ name: ' Spring sale ' })).toEqual({ name: 'Spring sale' });
  });
});

import { z } from 'zod';
import type { Campaign, CampaignUpdate } from '../../../contract/campaign.ts';
import { keyValueRowsSchema } from '../../lib/key-value.ts';
import { isoToLocalDateTime, localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';

export const editFormSchema = z
  .object({
    name: z.string().trim().min(1, 'A campaign needs a name').max(200),
    description: z.string().max(1000),
    start_date: localDateTimeSchema,
    expiration_date: localDateTimeSchema,
    validity_day_of_week: z.array(z.number().int().min(0).max(6)),
    join_once: z.enum(['yes', 'no']),
    metadata: keyValueRowsSchema,
  })
  .refine((form) => !form.start_date || !form.expiration_date || form.start_date < form.expiration_date, {
    message: 'The campaign must end after it starts',
    path: ['expiration_date'],
  });
export type EditFormValues = z.input<typeof editFormSchema>;
type EditForm = z.output<typeof editFormSchema>;

/** What the form edits of a campaign. */
type EditableCampaign = Pick<
  Campaign,
  'name' | 'description' | 'start_date' | 'expiration_date' | 'validity_day_of_week' | 'join_once' | 'metadata'
>;

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The form as the campaign is now. */
export function campaignForm(campaign: EditableCampaign): EditFormValues {
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    start_date: isoToLocalDateTime(campaign.start_date),
    expiration_date: isoToLocalDateTime(campaign.expiration_date),
    validity_day_of_week: campaign.validity_day_of_week ?? [],
    join_once: campaign.join_once ? 'yes' : 'no',
    metadata: Object.entries(campaign.metadata ?? {}).map(([key, value]) => ({ key, value: asText(value) })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Only what the form changed, as PUT /v1/campaigns/{id} takes it: an emptied date or day list is `null` (none),
 * metadata sends the changed keys and unsets the removed ones. Metadata that was not text is left as it was unless
 * its row was edited.
 */
export function campaignChanges(campaign: EditableCampaign, form: EditForm): CampaignUpdate {
  const before = campaignForm(campaign);
  const changes: CampaignUpdate = {};
  if (form.name !== before.name) changes.name = form.name;
  if (form.description !== before.description) changes.description = form.description || null;
  if (form.start_date !== before.start_date) changes.start_date = localDateTimeToIso(form.start_date) ?? null;
  if (form.expiration_date !== before.expiration_date)
    changes.expiration_date = localDateTimeToIso(form.expiration_date) ?? null;
  if (!same(form.validity_day_of_week, before.validity_day_of_week))
    changes.validity_day_of_week = form.validity_day_of_week.length ? form.validity_day_of_week : null;
  if (form.join_once !== before.join_once) changes.join_once = form.join_once === 'yes';

  const was = new Map(before.metadata.map((row) => [row.key, row.value]));
  const now = new Map(form.metadata.map((row) => [row.key, row.value]));
  const changed = [...now].filter(([key, value]) => was.get(key) !== value);
  const removed = [...was.keys()].filter((key) => !now.has(key));
  if (changed.length) changes.metadata = Object.fromEntries(changed);
  if (removed.length) changes.unset_metadata_fields = removed;
  return changes;
}

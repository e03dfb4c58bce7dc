import { z } from 'zod';
import { campaignUpdateSchema, type Campaign, type CampaignUpdate } from '../../../contract/campaign.ts';
import { dayOfWeekSchema } from '../../../contract/common.ts';
import { keyValueRowsSchema } from '../../lib/key-value.ts';
import { isoToLocalDateTime, localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';

/** The inputs as typed; what they must hold (a name, a window that ends after it starts...) is the contract's. */
const editFormObject = z.object({
  name: z.string(),
  description: z.string(),
  start_date: localDateTimeSchema,
  expiration_date: localDateTimeSchema,
  validity_day_of_week: z.array(dayOfWeekSchema),
  join_once: z.enum(['yes', 'no']),
  metadata: keyValueRowsSchema,
});
export type EditFormValues = z.input<typeof editFormObject>;

/** Every field the form edits, as PUT /v1/campaigns/{id} takes it: an emptied date or day list is `null` (none). */
function toUpdateRequest(form: z.output<typeof editFormObject>): z.input<typeof campaignUpdateSchema> {
  return {
    name: form.name,
    description: form.description || null,
    start_date: localDateTimeToIso(form.start_date) ?? null,
    expiration_date: localDateTimeToIso(form.expiration_date) ?? null,
    validity_day_of_week: form.validity_day_of_week.length ? form.validity_day_of_week : null,
    join_once: form.join_once === 'yes',
    metadata: Object.fromEntries(form.metadata.map((row) => [row.key, row.value])),
  };
}

/**
 * The form's own checks, then the contract's: issues of the update request carry its field paths, which are the
 * form's field names, so they land on the right inputs.
 */
export const editFormSchema = editFormObject.transform(toUpdateRequest).pipe(campaignUpdateSchema);

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
 * Only what the form changed: each field of the request against the untouched form's, metadata as the changed keys
 * plus the removed ones to unset. Metadata that was not text is left as it was unless its row was edited.
 */
export function campaignChanges(campaign: EditableCampaign, request: CampaignUpdate): CampaignUpdate {
  const before = toUpdateRequest(campaignForm(campaign));
  const changes: CampaignUpdate = {};
  const keepIfChanged = <K extends Exclude<keyof typeof before, 'metadata'>>(key: K) => {
    if (!same(request[key], before[key])) changes[key] = request[key];
  };
  keepIfChanged('name');
  keepIfChanged('description');
  keepIfChanged('start_date');
  keepIfChanged('expiration_date');
  keepIfChanged('validity_day_of_week');
  keepIfChanged('join_once');

  const was = new Map(Object.entries(before.metadata ?? {}));
  const now = new Map(Object.entries(request.metadata ?? {}));
  const changed = [...now].filter(([key, value]) => was.get(key) !== value);
  const removed = [...was.keys()].filter((key) => !now.has(key));
  if (changed.length) changes.metadata = Object.fromEntries(changed);
  if (removed.length) changes.unset_metadata_fields = removed;
  return changes;
}

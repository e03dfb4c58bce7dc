import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { campaignModeSchema } from '../../../contract/campaign.ts';
import { campaignSetupRequestSchema, type CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import { keyValueRowsSchema, toMetadata } from '../../lib/key-value.ts';
import { localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';

/** "Keep the template's setting", or an explicit yes/no: a plain checkbox would always override the template. */
const override = z.enum(['template', 'yes', 'no']);
const wholeNumber = (what: string) => z.string().trim().regex(/^\d*$/, `${what} must be a whole number`);
const days = z.array(z.number().int().min(0).max(6));

const setupFormObject = z.object({
  name: campaignSetupRequestSchema.shape.name,
  description: z.string().max(1000),
  type: z.union([z.literal(''), campaignModeSchema.extract(['AUTO_UPDATE', 'STATIC'])]),
  join_once: override,
  auto_join: override,
  use_voucher_metadata_schema: override,
  vouchers_count: wholeNumber('The number of vouchers'),
  start_date: localDateTimeSchema,
  expiration_date: localDateTimeSchema,
  // ISO 8601 durations, or empty; the duration inputs turn "2 weeks" into P2W.
  validity_timeframe: z.object({ interval: z.string(), duration: z.string() }),
  validity_day_of_week: days,
  validity_hours: z.object({
    daily: z.array(
      z.object({
        start_time: z.string().min(1, 'Enter a start time'),
        expiration_time: z.string().min(1, 'Enter an end time'),
        days_of_week: days.min(1, 'Pick at least one day'),
      }),
    ),
  }),
  activity_duration_after_publishing: z.string(),
  category_kind: z.enum(['template', 'name', 'id']),
  category: z.string().trim(),
  category_id: z.string().trim(),
  metadata: keyValueRowsSchema,
  voucher: z.object({
    code_config: z.object({
      prefix: z.string(),
      postfix: z.string(),
      length: wholeNumber('The code length'),
      charset: z.string(),
      pattern: z.string(),
    }),
    redemption: z.object({ quantity: wholeNumber('The number of redemptions'), unlimited: z.boolean() }),
  }),
});
export type SetupFormValues = z.input<typeof setupFormObject>;

const flag = (value: z.output<typeof override>) => (value === 'template' ? undefined : value === 'yes');
const text = (value: string) => (value === '' ? undefined : value);
const count = (value: string) => (value === '' ? undefined : Number(value));
/** Drops fields left empty, so an object of nothing but template defaults is not sent at all. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/** Only what the user set is sent; everything left empty keeps the template's setting. */
export function toSetupRequest(form: z.output<typeof setupFormObject>): z.input<typeof campaignSetupRequestSchema> {
  const { code_config, redemption } = form.voucher;
  return {
    name: form.name,
    description: text(form.description.trim()),
    type: form.type || undefined,
    join_once: flag(form.join_once),
    auto_join: flag(form.auto_join),
    use_voucher_metadata_schema: flag(form.use_voucher_metadata_schema),
    vouchers_count: count(form.vouchers_count),
    start_date: localDateTimeToIso(form.start_date),
    expiration_date: localDateTimeToIso(form.expiration_date),
    validity_timeframe: defined({
      interval: text(form.validity_timeframe.interval),
      duration: text(form.validity_timeframe.duration),
    }),
    validity_day_of_week: form.validity_day_of_week.length ? form.validity_day_of_week : undefined,
    validity_hours: form.validity_hours.daily.length ? form.validity_hours : undefined,
    activity_duration_after_publishing: text(form.activity_duration_after_publishing),
    category: form.category_kind === 'name' ? text(form.category) : undefined,
    category_id: form.category_kind === 'id' ? text(form.category_id) : undefined,
    metadata: toMetadata(form.metadata),
    voucher: defined({
      code_config: defined({
        prefix: text(code_config.prefix),
        postfix: text(code_config.postfix),
        length: count(code_config.length),
        charset: text(code_config.charset),
        pattern: text(code_config.pattern),
      }),
      redemption: redemption.unlimited ? { quantity: null } : defined({ quantity: count(redemption.quantity) }),
    }),
  };
}

/**
 * The form's own checks, then the contract's: issues of the request schema carry the request's field paths, which
 * are the form's field names, so they land on the right inputs.
 */
export const setupFormSchema = setupFormObject.transform(toSetupRequest).pipe(campaignSetupRequestSchema);

export const emptySetupForm: SetupFormValues = {
  name: '',
  description: '',
  type: '',
  join_once: 'template',
  auto_join: 'template',
  use_voucher_metadata_schema: 'template',
  vouchers_count: '',
  start_date: '',
  expiration_date: '',
  validity_timeframe: { interval: '', duration: '' },
  validity_day_of_week: [],
  validity_hours: { daily: [] },
  activity_duration_after_publishing: '',
  category_kind: 'template',
  category: '',
  category_id: '',
  metadata: [],
  voucher: {
    code_config: { prefix: '', postfix: '', length: '', charset: '', pattern: '' },
    redemption: { quantity: '', unlimited: false },
  },
};

export type SetupForm = UseFormReturn<SetupFormValues, unknown, CampaignSetupRequest>;

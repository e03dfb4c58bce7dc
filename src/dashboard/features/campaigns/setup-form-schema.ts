import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { campaignModeSchema } from '../../../contract/campaign.ts';
import { campaignSetupRequestSchema, type CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignTemplateDefaults } from '../../../contract/campaign-blueprint.ts';
import { keyValueRowsSchema } from '../../lib/key-value.ts';
import { isoToLocalDateTime, localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money-text.ts';
import { rewardSchema } from '../../lib/reward-text.ts';

const yesNo = z.enum(['yes', 'no']);
export const wholeNumber = (what: string) => z.string().trim().regex(/^\d*$/, `${what} must be a whole number`);
const days = z.array(z.number().int().min(0).max(6));

const setupFormObject = z.object({
  name: campaignSetupRequestSchema.shape.name,
  description: z.string().max(1000),
  type: campaignModeSchema.extract(['AUTO_UPDATE', 'STATIC']),
  join_once: yesNo,
  use_voucher_metadata_schema: yesNo,
  // Required here although the service defaults to none: an empty field once created a campaign without vouchers.
  vouchers_count: wholeNumber('The number of vouchers').min(1, 'Enter how many vouchers to generate (0 for none yet)'),
  reward: rewardSchema,
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
type SetupFormOutput = z.output<typeof setupFormObject>;

const text = (value: string) => (value === '' ? undefined : value);
const count = (value: string) => (value === '' ? undefined : Number(value));
/** An emptied date or validity field is sent as null: "none", whatever the template says. */
const orNull = <T>(value: T | undefined) => value ?? null;

function rewardRequest(reward: SetupFormOutput['reward']): NonNullable<CampaignSetupRequest['voucher']> {
  if (reward.kind === 'PERCENT') return { discount: { type: 'PERCENT', percent_off: Number(reward.value) } };
  if (reward.kind === 'AMOUNT') return { discount: { type: 'AMOUNT', amount_off: toMinorUnits(reward.value) } };
  if (reward.kind === 'GIFT') return { gift: { amount: toMinorUnits(reward.value) } };
  return {};
}

/**
 * The whole campaign the form describes, as a setup request. The form starts from the template, so what is sent is
 * only what differs from the template's own request (see `changesFromTemplate`).
 */
export function toSetupRequest(form: SetupFormOutput): z.input<typeof campaignSetupRequestSchema> {
  const { code_config, redemption } = form.voucher;
  const timeframe = {
    interval: text(form.validity_timeframe.interval),
    duration: text(form.validity_timeframe.duration),
  };
  return {
    name: form.name,
    description: form.description.trim(),
    type: form.type,
    join_once: form.join_once === 'yes',
    use_voucher_metadata_schema: form.use_voucher_metadata_schema === 'yes',
    vouchers_count: count(form.vouchers_count),
    start_date: orNull(localDateTimeToIso(form.start_date)),
    expiration_date: orNull(localDateTimeToIso(form.expiration_date)),
    validity_timeframe: timeframe.interval || timeframe.duration ? timeframe : null,
    validity_day_of_week: form.validity_day_of_week.length ? form.validity_day_of_week : null,
    validity_hours: form.validity_hours.daily.length ? form.validity_hours : null,
    activity_duration_after_publishing: orNull(text(form.activity_duration_after_publishing)),
    category: form.category_kind === 'name' ? text(form.category) : undefined,
    category_id: form.category_kind === 'id' ? text(form.category_id) : undefined,
    metadata: Object.fromEntries(form.metadata.map((row) => [row.key, row.value])),
    voucher: {
      code_config: {
        prefix: code_config.prefix,
        postfix: code_config.postfix,
        length: count(code_config.length),
        charset: text(code_config.charset),
        pattern: text(code_config.pattern),
      },
      redemption: { quantity: redemption.unlimited ? null : count(redemption.quantity) },
      ...rewardRequest(form.reward),
    },
  };
}

/**
 * The form's own checks, then the contract's: issues of the request schema carry the request's field paths, which
 * are the form's field names, so they land on the right inputs.
 */
export const setupFormSchema = setupFormObject.transform(toSetupRequest).pipe(campaignSetupRequestSchema);

function rewardOf({ voucher }: CampaignTemplateDefaults['blueprint']['campaign']): SetupFormValues['reward'] {
  if (voucher.discount?.type === 'PERCENT') return { kind: 'PERCENT', value: String(voucher.discount.percent_off) };
  if (voucher.discount?.type === 'AMOUNT')
    return { kind: 'AMOUNT', value: fromMinorUnits(voucher.discount.amount_off) };
  if (voucher.gift) return { kind: 'GIFT', value: fromMinorUnits(voucher.gift.amount) };
  return { kind: 'OTHER', value: '' };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The form as the template fills it: every field shows the value the campaign gets unless it is changed. */
export function templateForm(template: CampaignTemplateDefaults): SetupFormValues {
  const campaign = template.blueprint.campaign;
  const { code_config, redemption } = campaign.voucher;
  return {
    name: '',
    description: campaign.description ?? template.description ?? '',
    type: campaign.type === 'STATIC' ? 'STATIC' : 'AUTO_UPDATE',
    join_once: campaign.join_once ? 'yes' : 'no',
    use_voucher_metadata_schema: campaign.use_voucher_metadata_schema ? 'yes' : 'no',
    vouchers_count: campaign.vouchers_count === undefined ? '' : String(campaign.vouchers_count),
    reward: rewardOf(campaign),
    start_date: isoToLocalDateTime(campaign.start_date),
    expiration_date: isoToLocalDateTime(campaign.expiration_date),
    validity_timeframe: {
      interval: campaign.validity_timeframe?.interval ?? '',
      duration: campaign.validity_timeframe?.duration ?? '',
    },
    validity_day_of_week: campaign.validity_day_of_week ?? [],
    validity_hours: { daily: campaign.validity_hours?.daily ?? [] },
    activity_duration_after_publishing: campaign.activity_duration_after_publishing ?? '',
    category_kind: 'template',
    category: '',
    category_id: '',
    metadata: Object.entries(campaign.metadata ?? {}).map(([key, value]) => ({ key, value: asText(value) })),
    voucher: {
      code_config: {
        prefix: code_config.prefix ?? '',
        postfix: code_config.postfix ?? '',
        length: code_config.length === undefined ? '' : String(code_config.length),
        charset: code_config.charset ?? '',
        pattern: code_config.pattern ?? '',
      },
      redemption: {
        quantity: redemption.quantity === null ? '' : String(redemption.quantity),
        unlimited: redemption.quantity === null,
      },
    },
  };
}

/** The request the untouched form makes: what changes are measured from. */
export const templateRequest = (template: CampaignTemplateDefaults) => toSetupRequest(templateForm(template));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
function changedEntries<T extends object>(next: T, base: T | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !same(value, base?.[key as keyof T])),
  ) as Partial<T>;
}
const orNothing = <T extends object>(value: T) => (Object.keys(value).length ? value : undefined);

/**
 * The request to send: the name and only what differs from the template's own request, so the service's template
 * keeps deciding the rest (and a preview and a create of the same form send the same request).
 */
export function changesFromTemplate(
  template: z.input<typeof campaignSetupRequestSchema>,
  next: CampaignSetupRequest,
): CampaignSetupRequest {
  const { name, voucher, ...settings } = next;
  const { code_config, ...rest } = voucher ?? {};
  const voucherChanges = orNothing({
    ...changedEntries(rest, template.voucher),
    ...(orNothing(changedEntries(code_config ?? {}, template.voucher?.code_config)) && {
      code_config: changedEntries(code_config ?? {}, template.voucher?.code_config),
    }),
  });
  return { name, ...changedEntries(settings, template), ...(voucherChanges && { voucher: voucherChanges }) };
}

const changeLabels: Record<string, string> = {
  description: 'Description',
  type: 'Voucher generation',
  join_once: 'Customers join only once',
  use_voucher_metadata_schema: 'Voucher metadata schema',
  vouchers_count: 'Number of vouchers',
  start_date: 'Starts',
  expiration_date: 'Expires',
  validity_timeframe: 'Repeating timeframe',
  validity_day_of_week: 'Days of the week',
  validity_hours: 'Daily windows',
  activity_duration_after_publishing: 'Active after publishing',
  category: 'Category',
  category_id: 'Category',
  metadata: 'Metadata',
  'voucher.discount': 'Discount',
  'voucher.gift': 'Gift card amount',
  'voucher.redemption': 'Redemptions per voucher',
  'voucher.code_config.prefix': 'Code prefix',
  'voucher.code_config.postfix': 'Code postfix',
  'voucher.code_config.length': 'Code length',
  'voucher.code_config.charset': 'Characters to use',
  'voucher.code_config.pattern': 'Code pattern',
};

/** The names of the settings a request changes from the template, in the form's words. */
export function changedSettings(changes: CampaignSetupRequest): string[] {
  const { name: _name, voucher, ...settings } = changes;
  const { code_config, ...rest } = voucher ?? {};
  const paths = [
    ...Object.keys(settings),
    ...Object.keys(rest).map((key) => `voucher.${key}`),
    ...Object.keys(code_config ?? {}).map((key) => `voucher.code_config.${key}`),
  ];
  return [...new Set(paths.map((path) => changeLabels[path] ?? path))];
}

export type SetupForm = UseFormReturn<SetupFormValues, unknown, CampaignSetupRequest>;

import { z } from 'zod';
import { projectSchema } from './project.ts';

/*
 * A project as the management API creates, changes and answers it (the official `ManagementProject`). Its name,
 * description, time zone, currency and trusted domains (the client keys' allowed origins) are the project's own;
 * the notification settings are kept as sent. What the engine does the same in every project (exact codes, the
 * client operations it serves, one cluster and API version) is answered as it is, and a request asking otherwise
 * is refused rather than kept without effect.
 */

export const usageNotificationKinds = [
  'redemptions',
  'messages',
  'api_calls',
  'bulk_api_calls',
  'webhook_calls',
  'cycle_calls',
] as const;
export const calloutNotificationKinds = ['distributions', 'webhooks'] as const;

const emails = z.array(z.email().max(320)).max(20);
const usageNotificationSchema = z.object({
  enabled: z.boolean(),
  value: z.number().int().min(10).max(90),
  emails,
  in_app: z.boolean(),
});
const calloutNotificationSchema = z.object({ email: z.boolean(), in_app: z.boolean(), emails });
/** One schema per kind of usage notification. */
const perUsageKind = <S extends z.ZodType>(schema: S) =>
  z.object(
    Object.fromEntries(usageNotificationKinds.map((kind) => [kind, schema])) as Record<
      (typeof usageNotificationKinds)[number],
      S
    >,
  );
const usageNotificationsSchema = perUsageKind(usageNotificationSchema);
const calloutNotificationsSchema = z.object({
  distributions: calloutNotificationSchema,
  webhooks: calloutNotificationSchema,
});
export type UsageNotifications = z.infer<typeof usageNotificationsSchema>;
export type CalloutNotifications = z.infer<typeof calloutNotificationsSchema>;

/** What a project keeps of the settings the engine does not act on (null for a project never given any). */
export type ProjectSettings = {
  dial_code?: string | undefined;
  api_usage_notifications: UsageNotifications;
  webhooks_callout_notifications: CalloutNotifications;
};

/** The client operations the client API serves to a project's trusted domains: the same for every project. */
export const clientOperations = {
  client_redeem_enabled: true,
  client_publish_enabled: true,
  client_list_vouchers_enabled: false,
  client_create_customer_enabled: true,
  client_loyalty_events_enabled: true,
  client_set_voucher_expiration_date_enabled: false,
} as const;
type ClientOperation = keyof typeof clientOperations;

export const projectCluster = 'eu1';
export const projectApiVersion = 'v2018-08-01';
export const projectWebhookVersion = 'v2024-01-01';

const clientOperationFields = Object.fromEntries(
  Object.entries(clientOperations).map(([field, served]) => [
    field,
    z
      .boolean()
      .refine(
        (value) => value === served,
        served
          ? 'The client API serves this operation to the trusted domains of every project: it cannot be turned off'
          : 'The client API has no such operation: it cannot be turned on',
      )
      .optional(),
  ]),
) as Record<ClientOperation, z.ZodOptional<z.ZodBoolean>>;

const trustedDomains = z
  .array(
    z
      .url({ protocol: /^https?$/, error: 'Enter an origin such as https://shop.example.com' })
      .max(300)
      .refine(
        (value) => !URL.canParse(value) || new URL(value).origin === value,
        'Enter the origin only: scheme, host and port, no path',
      ),
  )
  .max(50);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The fields both writes take; every one is optional here (the create body requires some, below). */
const projectFields = {
  name: z.string().trim().min(1, 'A project needs a name').max(200),
  description: z.string().max(1000).nullish(),
  timezone: z.string().max(100).refine(isTimeZone, 'Enter an IANA time zone such as Europe/Warsaw, or UTC'),
  currency: z
    .string()
    .refine(
      (value) => Intl.supportedValuesOf('currency').includes(value),
      'Enter a 3-letter ISO 4217 code such as EUR',
    ),
  dial_code: z
    .string()
    .regex(/^\+?\d{1,4}$/, 'Enter an ITU country code such as +48')
    .nullish(),
  case_sensitive_codes: z
    .boolean()
    .refine((value) => value, 'Codes are compared exactly (case sensitive) in every project: only true is accepted'),
  webhook_version: z.enum([projectWebhookVersion]).optional(),
  api_version: z.enum([projectApiVersion]).optional(),
  client_trusted_domains: trustedDomains.optional(),
  ...clientOperationFields,
  api_usage_notifications: perUsageKind(usageNotificationSchema.partial().optional()).optional(),
  webhooks_callout_notifications: z
    .object({
      distributions: calloutNotificationSchema.partial().optional(),
      webhooks: calloutNotificationSchema.partial().optional(),
    })
    .optional(),
};

const projectUserSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    login: z.string().trim().min(1).max(320).optional(),
    role: z.string().min(1).max(100),
  })
  .refine((user) => (user.id === undefined) !== (user.login === undefined), {
    message: 'Send id or login, not both',
    path: ['id'],
  });

/** POST /management/v1/projects */
export const projectCreateSchema = z
  .object({
    ...projectFields,
    cluster_id: z.string().max(50).optional(),
    users: z.array(projectUserSchema).max(100).optional(),
  })
  .meta({ id: 'ManagementProjectsCreateRequestBody' });
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** PUT /management/v1/projects/{projectId}: only the fields sent change. */
export const projectUpdateSchema = z
  .object({
    ...projectFields,
    name: projectFields.name.optional(),
    timezone: projectFields.timezone.optional(),
    currency: projectFields.currency.optional(),
    case_sensitive_codes: projectFields.case_sensitive_codes.optional(),
    default_code_config: z.object({ charset: z.string().max(200) }).optional(),
  })
  .meta({ id: 'ManagementProjectsUpdateRequestBody' });
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const managementProjectSchema = projectSchema
  .extend({
    dial_code: z.string().optional(),
    webhook_version: z.literal(projectWebhookVersion),
    client_trusted_domains: z.array(z.string()),
    ...(Object.fromEntries(Object.keys(clientOperations).map((field) => [field, z.boolean()])) as Record<
      ClientOperation,
      z.ZodBoolean
    >),
    api_usage_notifications: usageNotificationsSchema,
    webhooks_callout_notifications: calloutNotificationsSchema,
    cluster_id: z.string(),
    case_sensitive_codes: z.boolean(),
    api_version: z.literal(projectApiVersion),
    is_sandbox: z.boolean(),
    default_code_config: z.object({ charset: z.string() }),
  })
  .meta({ id: 'ManagementProject' });
export type ManagementProject = z.infer<typeof managementProjectSchema>;

export const managementProjectListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(managementProjectSchema),
  total: z.number().int(),
});

const keyPair = z.object({ app_id: z.string(), app_token: z.string() });

/** The new project with its server-side and client-side keys, whose secrets are shown this once. */
export const createdProjectSchema = managementProjectSchema
  .extend({ server_side_key: keyPair, client_side_key: keyPair })
  .meta({ id: 'ManagementProjectsCreateResponseBody' });
export type CreatedProject = z.infer<typeof createdProjectSchema>;

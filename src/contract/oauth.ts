import { z } from 'zod';

/** The scope values of the interface, exactly. */
export const serverScopes = [
  'api',
  'assets',
  'async-actions',
  'campaigns',
  'categories',
  'consents',
  'customers',
  'events',
  'exports',
  'locations',
  'loyalties',
  'metadata-schemas',
  'orders',
  'product-collections',
  'products',
  'promotions',
  'publications',
  'qualifications',
  'redemptions',
  'referrals',
  'rewards',
  'segments',
  'SKUs',
  'task-results',
  'templates',
  'trash-bin',
  'validation-rules-assignments',
  'validation-rules',
  'validations',
  'vouchers',
] as const;
export const clientScopes = [
  'client_api',
  'client_consents',
  'client_customers',
  'client_events',
  'client_promotions',
  'client_publish',
  'client_qualifications',
  'client_redeem',
  'client_redemptions',
  'client_validate',
  'client_validations',
  'client_vouchers',
] as const;
export const scopeSchema = z.enum([...serverScopes, ...clientScopes]);
export type Scope = z.infer<typeof scopeSchema>;

/** Form body of POST /v1/oauth/token; `scope` is space-delimited (commas are rejected by the service). */
export const tokenRequestSchema = z
  .object({
    grant_type: z.string().describe('Only `client_credentials`'),
    scope: z.string().describe('Space-delimited scope values'),
  })
  .meta({ id: 'OAuthTokenGenerateRequestBody' });

export const tokenSchema = z
  .object({
    access_token: z.string(),
    client_id: z.string(),
    expires_at: z.number().int().describe('Unix time in seconds'),
    expires_in: z.number().int(),
    scope: z.string(),
    token_type: z.literal('Bearer'),
  })
  .meta({ id: 'OAuthToken' });
export type OAuthToken = z.infer<typeof tokenSchema>;

export const introspectRequestSchema = z
  .object({ access_token: z.string().min(1) })
  .meta({ id: 'OAuthTokenIntrospectRequestBody' });

/** An inactive or unknown token is reported as `{ active: false }` only. */
export const introspectionSchema = z
  .union([tokenSchema.extend({ active: z.literal(true) }), z.object({ active: z.literal(false) })])
  .meta({ id: 'OAuthTokenIntrospectResponseBody' });
export type Introspection = z.infer<typeof introspectionSchema>;

export const revokeRequestSchema = z.object({ access_token: z.string().min(1) });

import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const apiKeyFamilySchema = z.enum(['app', 'client']);

/** A project's key pair as listed: the id only; the secret is shown once, when created or rotated. */
export const apiKeySchema = z.object({ id: z.string(), family: apiKeyFamilySchema, created_at: timestampSchema });
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) });
export const apiKeySecretSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeySecret = z.infer<typeof apiKeySecretSchema>;

/** Where the client-side keys may be used from: origins as browsers send them, `scheme://host[:port]`. */
export const clientOriginsSchema = z.object({
  origins: z
    .array(
      z
        .url({ protocol: /^https?$/, error: 'Enter an origin such as https://shop.example.com' })
        // A scheme, a host name (at most 253 characters) and a port.
        .max(300)
        // Refinements run even after a failed check: an address that does not parse is left to the words above.
        .refine(
          (value) => !URL.canParse(value) || new URL(value).origin === value,
          'Enter the origin only: scheme, host and port, no path',
        ),
    )
    .max(50),
});

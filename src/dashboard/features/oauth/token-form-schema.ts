import { z } from 'zod';
import { scopeSchema, tokenRequestSchema } from '../../../contract/oauth.ts';

/** The scopes picked, sent as the interface wants them: one space-delimited `scope` with `client_credentials`. */
export const tokenFormSchema = z
  .object({ scopes: z.array(scopeSchema).min(1, 'Pick at least one scope') })
  .transform(({ scopes }) => ({ grant_type: 'client_credentials', scope: scopes.join(' ') }))
  .pipe(tokenRequestSchema);
export type TokenFormValues = z.input<typeof tokenFormSchema>;
export type TokenRequest = z.output<typeof tokenFormSchema>;

/** Scopes that stand for a whole API, explained where they are picked. */
export const scopeExplanations: Partial<Record<z.infer<typeof scopeSchema>, string>> = {
  api: 'The whole server-side API: every operation the other server-side scopes allow one area at a time.',
  client_api: 'The whole client-side API (still from an origin the project allows).',
};

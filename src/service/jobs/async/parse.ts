import type { z } from 'zod';
import { invalidInput } from '../../operations/failures.ts';

/** A CSV row's body checked by the schema of the request it stands for; a bad one fails in that schema's words. */
export const parseWith =
  <S extends z.ZodType>(schema: S) =>
  (body: Record<string, unknown>): z.infer<S> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalidInput(parsed.error);
    return parsed.data;
  };

import { z } from 'zod';

/** `<input type="datetime-local">` text in the browser's time zone, or empty. */
export const localDateTimeSchema = z
  .string()
  .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), 'Enter a date and time');

/** The instant a filled `datetime-local` field names, as the service wants it; nothing for an empty field. */
export const localDateTimeToIso = (text: string) => (text === '' ? undefined : new Date(text).toISOString());

import { z } from 'zod';
import dayjs from 'dayjs';

/** `<input type="datetime-local">` text in the browser's time zone, or empty. */
export const localDateTimeSchema = z
  .string()
  .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), 'Enter a date and time');

/** The instant a filled `datetime-local` field names, as the service wants it; nothing for an empty field. */
export const localDateTimeToIso = (text: string) => (text === '' ? undefined : new Date(text).toISOString());

/** An instant as `datetime-local` text in the browser's time zone (minutes), or empty. */
export const isoToLocalDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '';

import type { CalendarConflictKind, CalendarInterval } from '../../../contract/calendar.ts';

export const conflictKindWords: Record<CalendarConflictKind, string> = {
  category: 'Same category',
  segment: 'Same segment',
  products: 'Same products',
  exclusive: 'Exclusive',
  budget: 'Budget runs out',
};

/** `YYYY-MM-DD HH:mm` of an instant, in UTC as the service judges windows. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** An interval in words, its end excluded. */
export const intervalWords = ({ start, end }: CalendarInterval) => `${utcMinute(start)} to ${utcMinute(end)} UTC`;

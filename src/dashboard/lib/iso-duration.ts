/**
 * ISO 8601 durations as people say them. Forms offer one amount and one unit ("2 weeks" ⇄ `P2W`); read-only pages
 * describe any duration the service sends, including mixed ones such as `P1DT12H`.
 */
export const durationUnits = ['minutes', 'hours', 'days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof durationUnits)[number];

export interface HumanDuration {
  amount: number;
  unit: DurationUnit;
}

const designators: Record<DurationUnit, { time: boolean; letter: string }> = {
  minutes: { time: true, letter: 'M' },
  hours: { time: true, letter: 'H' },
  days: { time: false, letter: 'D' },
  weeks: { time: false, letter: 'W' },
  months: { time: false, letter: 'M' },
};

export function toIsoDuration({ amount, unit }: HumanDuration): string {
  const { time, letter } = designators[unit];
  return `P${time ? 'T' : ''}${amount}${letter}`;
}

/** The single-unit durations a form can edit; anything else (mixed units, years, seconds) gives null. */
export function parseIsoDuration(iso: string): HumanDuration | null {
  const match = /^P(?:(\d+)([DWM])|T(\d+)([HM]))$/.exec(iso);
  if (!match) return null;
  const [, dateAmount, dateLetter, timeAmount, timeLetter] = match;
  if (dateAmount !== undefined) {
    const unit = dateLetter === 'D' ? 'days' : dateLetter === 'W' ? 'weeks' : 'months';
    return { amount: Number(dateAmount), unit };
  }
  return { amount: Number(timeAmount), unit: timeLetter === 'H' ? 'hours' : 'minutes' };
}

const partNames: [RegExp, string][] = [
  [/(\d+)Y/, 'year'],
  [/(\d+)M/, 'month'],
  [/(\d+)W/, 'week'],
  [/(\d+)D/, 'day'],
];
const timePartNames: [RegExp, string][] = [
  [/(\d+)H/, 'hour'],
  [/(\d+)M/, 'minute'],
  [/(\d+)S/, 'second'],
];

function plural(amount: number, name: string): string {
  return `${amount} ${name}${amount === 1 ? '' : 's'}`;
}

/** "1 day 12 hours" for `P1DT12H`; the raw text when it is not a duration. */
export function describeIsoDuration(iso: string): string {
  const match = /^P([^T]*)(?:T(.*))?$/.exec(iso);
  if (!match || iso === 'P') return iso;
  const [, datePart = '', timePart = ''] = match;
  const pick = (text: string, names: [RegExp, string][]) =>
    names.flatMap(([pattern, name]) => {
      const found = pattern.exec(text);
      return found ? [plural(Number(found[1]), name)] : [];
    });
  const parts = [...pick(datePart, partNames), ...pick(timePart, timePartNames)];
  return parts.length ? parts.join(' ') : iso;
}

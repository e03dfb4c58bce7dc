import dayjs from 'dayjs';

/**
 * A timestamp to the second, with the exact value in `datetime`: a switch flipped twice within a minute still
 * shows its `updated_at` change.
 */
export function Timestamp({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{dayjs(value).format('D MMM YYYY, HH:mm:ss')}</time>;
}

/**
 * Dates: the CMS date text ("Tuesday, 14 November 2023") shown as is in a
 * `<time>` whose `dateTime` is the ISO date; ISO dates (jobs) shown as
 * "14 November 2023".
 * @module
 */
import { parsePublishedDate } from '../../format';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function DateText({ text, className }: { text: string; className?: string }) {
  const iso = parsePublishedDate(text);
  if (!iso) return <span className={className}>{text}</span>;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

/** "2024-03-05" as "5 March 2024". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day || month > 12) return iso;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export function IsoDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIsoDate(iso)}
    </time>
  );
}

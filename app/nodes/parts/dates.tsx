/**
 * Dates, in one style across the site ("14 November 2023"): the CMS's date
 * text of posts ("Tuesday, 14 November 2023") and the ISO dates of jobs both
 * show as day, month name and year, in a `<time>` whose `dateTime` is the ISO
 * date. Text that is not a date is shown as it is.
 * @module
 */
import { parsePublishedDate } from '../../format';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function DateText({ text, className }: { text: string; className?: string }) {
  const iso = parsePublishedDate(text);
  if (!iso) return <span className={className}>{text}</span>;
  return <IsoDate iso={iso} className={className} />;
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

/**
 * Dates, in one style across the site ("14 November 2023"): the CMS's date
 * text of posts ("Tuesday, 14 November 2023") and the ISO dates of jobs both
 * show as day, month name and year, in a `<time>` whose `dateTime` is the ISO
 * date. Text that is not a date is shown as it is.
 * @module
 */
import { formatIsoDate, parsePublishedDate } from '../../../contract/published-date';

export function DateText({ text, className }: { text: string; className?: string }) {
  const iso = parsePublishedDate(text);
  if (!iso) return <span className={className}>{text}</span>;
  return <IsoDate iso={iso} className={className} />;
}

export function IsoDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIsoDate(iso)}
    </time>
  );
}

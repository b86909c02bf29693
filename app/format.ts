/**
 * Date text of posts ("Tuesday, 14 November 2023", contract/published-date.ts) read back to ISO dates, for the
 * CMS, the worker (sitemaps, JSON-LD) and the client.
 * @module
 */
import { isoOfPublishedDate } from '../contract/published-date';
import { boundedMemo } from './bounded-memo';

/** Parses the date text back to an ISO date (`2023-11-14`), or null when it is not one. Answers are remembered: pages show the same few dates again and again. */
export const parsePublishedDate: (text: string) => string | null = boundedMemo(isoOfPublishedDate, 4096);

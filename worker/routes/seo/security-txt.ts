/**
 * `GET /.well-known/security.txt` (RFC 9116): where to report a vulnerability. Contact and Policy are the security
 * disclosure page, whose reporting address editors keep in the CMS, so the file repeats nothing that could go out
 * of date. Expires is worked out from the one clock (contract/clock.ts) at request time, never written by hand or
 * at build time: the start of today (UTC) plus 180 days, so no deployed copy is ever served expired, the file is
 * the same all day long (one copy in every cache), and it is well within the year the RFC allows. Reads no content.
 * @module
 */
import type { AppContext } from '../../context';
import { seoResponse } from './seo-response';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** The security disclosure page (the site spec's pages; the sample pack's cms/content/legal.ts). */
const DISCLOSURE_PATH = '/security-disclosure-policy/';
const DAY_MS = 86_400_000;
const EXPIRES_AFTER_DAYS = 180;

/** The file for a site at `origin` at instant `now` (ms). */
export function securityTxt(origin: string, now: number): string {
  const expires = new Date(Math.floor(now / DAY_MS) * DAY_MS + EXPIRES_AFTER_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${origin}${DISCLOSURE_PATH}`,
    `Expires: ${expires}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    `Policy: ${origin}${DISCLOSURE_PATH}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

export function securityTxtRoute(c: AppContext): Response {
  const config = c.get('config');
  return seoResponse(c, securityTxt(config.SITE_ORIGIN, c.get('calendar')()), 'text');
}

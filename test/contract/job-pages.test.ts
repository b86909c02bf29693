/**
 * The site's job pages on every back end: an id no role has is the jobs error page's 404, "No such role", in the
 * site's words and without the id; a role whose closing date has passed is a 410 that names the role and sends
 * the reader on (worker/pipeline/job-errors.ts, worker/pipeline/closed-job.ts). The sample pack dates its roles around
 * the pack's day (cms/content/jobs.ts), in the reference CMS and the WordPress import alike.
 */
import { describe, expect, it } from 'vitest';
import { cmses, get, seen } from './api';

/** Closed four days before the pack's day (cms/content/jobs.ts). */
const CLOSED = '/jobs/senior-editor-bbc-good-food-1042';
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** As a reader's browser asks (crawlers get no error page, as the specification says). */
const READER = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe.each(cmses())('$name CMS: job pages', (cms) => {
  it('an unknown id is a 404 No such role that never repeats the id, with ways on', async () => {
    const answer = await get(`${cms.site}/jobs/no-role-here-0x41`, { headers: READER });
    expect(answer.status, seen(answer)).toBe(404);
    const main = mainOf(answer.text);
    expect(main).toMatch(/<h1[^>]*>No such role<\/h1>/);
    expect(main).not.toContain('0x41');
    for (const href of ['/jobs', '/news/', '/contact/']) expect(main, href).toContain(`href="${href}"`);
  });

  it('a closed role is a 410 that says it has closed, not that it never was', async () => {
    const answer = await get(`${cms.site}${CLOSED}`, { headers: READER });
    expect(answer.status, seen(answer)).toBe(410);
    const main = mainOf(answer.text);
    expect(main).toContain('This role has closed');
    expect(main).toContain('Senior Editor, BBC Good Food');
    expect(main).not.toContain('No such role');
    for (const href of ['/jobs/', '/jobs/feed.xml']) expect(main, href).toContain(`href="${href}"`);
  });
});

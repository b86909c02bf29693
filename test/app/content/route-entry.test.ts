/**
 * The one route-entry builder (contract/route-entry.ts): every shape it
 * builds parses with RouteEntrySchema unchanged, and the conventions hold.
 */
import { describe, expect, it } from 'vitest';
import { RouteEntrySchema } from '../../../contract/route';
import { publishedDateText, type RouteEntryOptions, routeEntry } from '../../../contract/route-entry';
import { jobRoute, previewRoute } from '../../../worker/pipeline/synthetic-routes';

const ORIGIN = 'https://www.example.com';
const BASE = { title: 'T', description: 'D', origin: ORIGIN, publishedIso: '2023-11-14' } as const;
const image = { ogImage: '/media/og/t.svg', ogImageWidth: 1200, ogImageHeight: 630 };

const CASES: [string, RouteEntryOptions][] = [
  ['a plain page', { ...BASE, path: '/who-we-are/', kind: 'page' }],
  [
    'a minimal internal page',
    { ...BASE, path: '/test-table/', kind: 'page', layout: 'minimal', internal: true, robots: 'noindex, nofollow' },
  ],
  [
    'a child page with crumbs and an image',
    { ...BASE, path: '/a/b/', kind: 'page', hasParent: true, breadcrumbs: [{ title: 'A', slug: 'a' }], ogImages: [image] },
  ],
  ['a post', { ...BASE, path: '/news-1/', kind: 'post', category: 'News', ogImages: [image] }],
  ['a duplicate post', { ...BASE, path: '/news-1-2/', kind: 'post', canonicalPath: '/news-1/' }],
  ['a gone page', { ...BASE, path: '/old/', kind: 'page', gone: true }],
];

describe('routeEntry', () => {
  it.each(CASES)('builds %s that the schema accepts unchanged', (_name, options) => {
    const entry = routeEntry(options);
    expect(RouteEntrySchema.parse(entry)).toEqual(entry);
    expect(entry.meta.tags.ogTitle).toBe(entry.meta.tags.twitterTitle);
    expect(entry.meta.tags.ogDescription).toBe(options.description);
    expect(entry.meta.tags.ogType).toBe(options.kind === 'post' ? 'article' : 'website');
    expect(entry.meta.post_data).toEqual({
      published_date: 'Tuesday, 14 November 2023',
      post_type: options.kind,
      has_parent: options.hasParent ?? false,
    });
    expect(entry.meta.tags.ogUrl).toBe(`${ORIGIN}${options.canonicalPath ?? options.path}`);
  });

  it('builds the special routes through the same builder', () => {
    const job = jobRoute(
      {
        id: 'editor-1',
        title: 'Editor',
        department: 'Editorial',
        location: 'London',
        employmentType: 'FULL_TIME',
        workplace: 'Office',
        datePosted: '2024-05-08',
        summary: 'S',
        html: '<p>H</p>',
        applyUrl: 'https://jobs.example.com/1',
      },
      ORIGIN,
    );
    expect(RouteEntrySchema.parse(job)).toEqual(job);
    expect(job.meta.title).toBe('Jobs');
    expect(job.meta.tags.ogTitle).toBe('Editor | Jobs');
    expect(job.meta.tags.ogUrl).toBe(`${ORIGIN}/jobs/editor-1`);
    const preview = previewRoute('/1001/', ORIGIN, Date.parse('2027-07-15T23:30:00Z'));
    expect(RouteEntrySchema.parse(preview)).toEqual(preview);
    expect(preview.meta.tags).toMatchObject({ robots: 'noindex, nofollow', ogUrl: `${ORIGIN}/preview` });
  });

  it('refuses a date that is not a real day only where content is written by hand', () => {
    expect(publishedDateText('2024-02-29')).toBe('Thursday, 29 February 2024');
    expect(() => publishedDateText('2024-13-01')).toThrow(/Invalid ISO date/);
  });
});

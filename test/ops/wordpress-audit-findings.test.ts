/**
 * The readiness audit's reading of content as years of use leave it (scripts/wordpress/audit-findings.ts):
 * shortcodes drawn or left out, media ids in every form WordPress writes them, auto-embeds by provider, SEO
 * plugins' fields, and the per-type tally.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuditItem, auditFindings, typeReport } from '../../scripts/wordpress/audit-findings.ts';

const item = (raw: string, extra: Partial<AuditItem> = {}): AuditItem => ({
  id: 1,
  link: 'http://wp.test/a/',
  raw,
  featuredMedia: 0,
  meta: {},
  ...extra,
});

const CLASSIC = `Opening paragraph.

[caption id="attachment_41" align="alignright" width="300"]<img class="size-medium wp-image-41" src="/wp-content/uploads/a.jpg" alt="" /> A caption[/caption]

https://www.youtube.com/watch?v=dQw4w9WgXcQ

https://twitter.com/someone/status/1

[gallery ids="42,43, 44"]

[contact-form-7 id="9" title="Contact"] and [[escaped]] text

[embed]https://vimeo.com/76979871[/embed]

He said [the minister] would go [sic], as reported [1]. [tabs]Open[/tabs] [spacer /]`;

describe('one item', () => {
  it('reads a classic post as WordPress would run it', () => {
    const found = auditFindings(item(CLASSIC, { featuredMedia: 7 }), []);
    expect(found.shortcodes).toEqual([
      { name: 'caption', drawn: true },
      { name: 'gallery', drawn: true },
      { name: 'contact-form-7', drawn: false },
      { name: 'embed', drawn: true },
      { name: 'tabs', drawn: false },
      { name: 'spacer', drawn: false },
    ]);
    expect(found.mediaIds.sort((a, b) => a - b)).toEqual([7, 41, 42, 43, 44]);
    expect(found.videoEmbeds).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871']);
    expect(found.otherEmbeds).toEqual(['https://twitter.com/someone/status/1']);
  });

  it('reads blocks: attachment ids in attributes, embeds in Embed blocks, not URLs inside blocks', () => {
    const raw = [
      '<!-- wp:image {"id":12,"sizeSlug":"large"} --><figure><img src="/x.jpg" class="wp-image-12"/></figure><!-- /wp:image -->',
      '<!-- wp:gallery {"ids":[13,14]} --><figure></figure><!-- /wp:gallery -->',
      '<!-- wp:media-text {"mediaId":15} --><div></div><!-- /wp:media-text -->',
      '<!-- wp:embed {"url":"https://youtu.be/abc","type":"video"} --><figure>https://youtu.be/abc</figure><!-- /wp:embed -->',
      '<!-- wp:paragraph --><p>\nhttps://example.com/inside-a-block\n</p><!-- /wp:paragraph -->',
    ].join('\n\n');
    const found = auditFindings(item(raw), [{ block: 'core/shortcode', kind: 'left out' }]);
    expect(found.mediaIds.sort((a, b) => a - b)).toEqual([12, 13, 14, 15]);
    expect(found.videoEmbeds).toEqual(['https://youtu.be/abc']);
    expect(found.otherEmbeds).toEqual([]);
  });

  it('names the SEO plugins whose fields are filled', () => {
    const meta = { _yoast_wpseo_title: '%%title%% %%sep%% Co', rank_math_description: '', other: 'x' };
    expect(auditFindings(item('', { meta }), []).seo).toEqual(['Yoast SEO']);
    expect(auditFindings(item('', { meta: { rank_math_robots: ['noindex'] } }), []).seo).toEqual(['Rank Math']);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 40 }), (raw, url) => {
        const found = auditFindings(item(`${raw}\n${url}\n[${url}]`), []);
        typeReport('post', [found], new Set(), new Set(), 3);
      }),
    );
  });
});

describe('a type', () => {
  it('counts items shown fully, drawn differently and losing something', () => {
    const fully = auditFindings(item('<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', { link: 'l1' }), []);
    const linked = auditFindings(item('https://twitter.com/a/status/1', { link: 'l2' }), []);
    const lost = auditFindings(item('[contact-form-7 id="1"]', { link: 'l3' }), []);
    const missing = auditFindings(item('<img class="wp-image-99">', { link: 'l4' }), []);
    const notes = auditFindings(item('', { link: 'l5' }), [{ block: 'core/columns', kind: 'changed' }]);
    const report = typeReport('post', [fully, linked, lost, missing, notes], new Set([1]), new Set(['https://twitter.com/a/status/1']), 3);
    expect(report).toMatchObject({ type: 'post', items: 5, fully: 1, changed: 2, losing: 2 });
    expect(report.findings).toEqual(
      expect.arrayContaining([
        { kind: 'shortcode left out', what: '[contact-form-7]', items: 1, examples: ['l3'] },
        { kind: 'missing media', what: 'attachment 99', items: 1, examples: ['l4'] },
        { kind: 'embed unreachable, shown as a link', what: 'https://twitter.com/a/status/1', items: 1, examples: ['l2'] },
        { kind: 'block drawn differently', what: 'core/columns', items: 1, examples: ['l5'] },
      ]),
    );
  });
});

/**
 * The legacy content fixture of issue 56: what a publisher's posts hold after years of use, written by
 * wordpress/local/legacy-fixture.php as legacy-fixture.ts's SEO fixture is: a classic-editor post using each
 * shortcode WordPress draws (`[caption]`, `[gallery]`, `[embed]`, `[video]`, `[audio]`), bare YouTube and Vimeo
 * addresses on their own lines and a plugin's shortcode that is not there, and the same post converted to blocks
 * (its shortcodes in Shortcode blocks); synced patterns (`wp_block`) nested in
 * a post; blocks hidden from readers, everywhere and per viewport (WordPress 7.x's `blockVisibility.viewport`,
 * written as the 7.1 editor writes it, on every version). test/wordpress/legacy-content.test.ts writes it,
 * compares each item with what the site serves, and removes it (its posts would otherwise join the lists the
 * parity test compares with the reference CMS). Values may name uploads of the sample pack: `{image:url}`,
 * `{image2:id}`, `{video:url}`, `{audio:url}`… (legacy-fixture.php).
 * @module
 */
import type { LegacyFixture } from './legacy-fixture.ts';

/** A paragraph block, with `metadata.blockVisibility` when hidden. */
const P = (text: string, visibility?: unknown) =>
  `<!-- wp:paragraph ${visibility === undefined ? '' : `${JSON.stringify({ metadata: { blockVisibility: visibility } })} `}--><p>${text}</p><!-- /wp:paragraph -->`;
/** Hidden at these widths, as the 7.1 editor's "Hide on" writes it. */
const ON = (...viewports: string[]) => ({ viewport: Object.fromEntries(viewports.map((viewport) => [viewport, false])) });

/** The classic post's YouTube and Vimeo videos: each address is the facade's link. */
export const CLASSIC_VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://vimeo.com/76979871', 'https://youtu.be/aqz-KE-bpKQ'];

/** A post written in the classic editor in 2012: paragraphs by `wpautop`, WordPress's media shortcodes, auto-embeds. */
const CLASSIC = [
  'First paragraph of the classic story, with <a href="/who-we-are/">a link to who we are</a>.',
  '[caption id="attachment_{image:id}" align="alignleft" width="{image:width}"]<img class="size-full wp-image-{image:id}" src="{image:url}" alt="The newsroom" width="{image:width}" height="{image:height}" /> The newsroom at night[/caption]',
  '[gallery ids="{image:id},{image2:id}" columns="2"]',
  CLASSIC_VIDEOS[0],
  CLASSIC_VIDEOS[1],
  `[embed]${CLASSIC_VIDEOS[2]}[/embed]`,
  '[video src="{video:url}"][/video]',
  '[audio src="{audio:url}"]',
  'Before [contact-form-7 id="12" title="Contact form 1"] after.',
  'The end of the classic story.',
  // A link written when WordPress was the site, in a post that draws more than text.
  'Read <a href="{home}/who-we-are/#team">the team</a>.',
].join('\n\n');
/**
 * The classic post as "Convert to blocks" leaves it where no block takes a shortcode: each shortcode line in a
 * Shortcode block, the text in paragraphs (the bare addresses, which become Embed blocks, left out).
 */
const CONVERTED = CLASSIC.split('\n\n')
  .filter((line) => !CLASSIC_VIDEOS.includes(line))
  .map((line) =>
    line.startsWith('[')
      ? `<!-- wp:shortcode -->\n${line}\n<!-- /wp:shortcode -->`
      : `<!-- wp:paragraph -->\n<p>${line}</p>\n<!-- /wp:paragraph -->`,
  )
  .concat(
    // Links written when WordPress was the site: a page, a post by id, a file in the uploads, and wp-admin.
    '<!-- wp:paragraph -->\n<p>Links: <a href="{home}/who-we-are/#team">the team</a>, <a href="{home}/?p={post:classic}">the classic story</a>, <a href="{video:url}">the clip</a>, <a href="{home}/wp-admin/">admin</a>, <a href="{home}/wp-content/plugins/old/readme.txt">a plugin file</a>.</p>\n<!-- /wp:paragraph -->',
    // A Classic block left in: a picture of the uploads written without its library class, and one hotlinked.
    '<!-- wp:freeform --><img src="{image2:url}" alt="Second picture" width="{image2:width}" height="{image2:height}" /> <img src="https://elsewhere.example/hotlinked.jpg" alt="Hotlinked" width="300" height="200" /><!-- /wp:freeform -->',
    // The embed code YouTube hands out, pasted into a Custom HTML block.
    '<!-- wp:html -->\n<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" allowfullscreen></iframe>\n<!-- /wp:html -->',
  )
  .join('\n\n');
const REF = (key: string) => `<!-- wp:block {"ref":{pattern:${key}}} /-->`;

/** The press office's line as it stands, and as an editor saves it during the test (`patternEdit`). */
export const PRESS_LINE = 'Press office: 020 7946 0000';
export const PRESS_LINE_EDITED = 'Press office: 020 7946 0999, seven days a week';

export function legacyContentFixture(): LegacyFixture {
  return {
    categories: [],
    options: {},
    patterns: [
      { key: 'press-office', title: 'Press office', content: P(PRESS_LINE) },
      // "Notes to editors" holds the press office's line: a pattern inside a pattern.
      { key: 'notes-to-editors', title: 'Notes to editors', content: `${P('Notes to editors')}${REF('press-office')}` },
    ],
    posts: [
      {
        key: 'classic',
        type: 'post',
        slug: 'legacy-classic-story',
        title: 'Legacy classic story',
        content: CLASSIC,
        date: '2012-06-01 10:00:00',
      },
      {
        key: 'converted',
        type: 'post',
        slug: 'legacy-converted-story',
        title: 'Legacy converted story',
        content: CONVERTED,
        date: '2019-02-01 10:00:00',
      },
      {
        key: 'hidden',
        type: 'post',
        slug: 'legacy-hidden-blocks',
        title: 'Legacy hidden blocks',
        content: [
          P('Everyone reads this.'),
          P('Embargoed until Monday.', false),
          P('Not on phones.', ON('mobile')),
          `<!-- wp:group ${JSON.stringify({ metadata: { blockVisibility: ON('tablet', 'desktop') } })} --><div class="wp-block-group">${P('Phones only.')}</div><!-- /wp:group -->`,
          P('Nobody at any width.', ON('mobile', 'tablet', 'desktop')),
        ].join(''),
        date: '2017-03-02 10:00:00',
      },
      {
        key: 'press-release',
        type: 'post',
        slug: 'legacy-press-release',
        title: 'Legacy press release',
        content: `${P('The announcement itself.')}${REF('notes-to-editors')}`,
        date: '2017-03-01 10:00:00',
      },
    ],
    patternEdit: { key: 'press-office', content: P(PRESS_LINE_EDITED) },
  };
}

/**
 * The accessibility statement, at `/accessibility/` and linked from every footer (the legal menu, which the slim
 * footer keeps too). Like the cookie pages it says only what is true of this website: the standard it aims at,
 * the tests that hold it there (named as they are in test/e2e/), what is known to fall short, and where to
 * report a problem (the contact page's own addresses). Brands' websites are separate and not covered.
 * @module
 */
import { def, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

export const ACCESSIBILITY_PATH = '/accessibility/';

const accessibility = def(
  page({
    path: ACCESSIBILITY_PATH,
    title: 'Accessibility',
    description: 'How accessible this website is, how we test it, what we know falls short and how to tell us about a problem.',
    publishedIso: '2026-11-27',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Accessibility statement',
      subheading: 'We want everyone to be able to use this website, whatever device, browser or assistive technology they use.',
    },
    rich(
      paras('This statement covers www.immediate.co.uk only. Our brands’ websites are separate websites with their own statements.'),
      section(
        'The standard we aim for',
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This website is partially compliant with that standard: the exceptions are listed below.',
        'You should be able to:',
        ul(
          'use every page with a keyboard alone, with a visible focus ring that is never hidden under the page header',
          'skip straight to the content of each page',
          'read every page on a phone without scrolling sideways',
          'use the site with a screen reader: when a link changes the page, the new page’s title is announced and focus moves to its content',
          'use the site without JavaScript: the menu, job filters, job search and site search are ordinary links and forms',
          'turn off animation: the site follows your device’s reduced motion setting',
        ),
      ),
      section(
        'How we test this website',
        'Every change to the website is tested automatically before it is published:',
        ul(
          'every page listed in our sitemap, every error page and every job is checked with the axe accessibility checker in a real browser at two widths, 1280 and 390 pixels, and its HTML with the Nu Html Checker',
          'a keyboard walk tabs forwards and backwards through every type of page at 390, 768, 1024 and 1280 pixels wide, and checks that each focused item is fully in view and has a focus ring of at least 2 pixels with 3:1 contrast',
          'a keyboard alone must reach every link and the phone menu; the skip link must move focus to the content',
          'moving between pages must announce the new page’s title to screen readers and move focus to its main content',
          'the news filters are checked to be at least 24 by 24 pixels to tap',
          'Lighthouse’s accessibility audit scores the home page, a brand page, an article and a job page on a phone',
        ),
        'Automated tests find many problems, but not all of them: that is why we ask you to tell us about anything they miss.',
      ),
      section(
        'What we know is not accessible',
        ul(
          'Our documents, such as the sustainability reports, the carbon reduction plan and the media pack, are PDF files that are not tagged, so a screen reader may not announce their headings and tables in order (WCAG 1.3.1). Ask us for an accessible version of any document.',
          'Videos and audio added to the website have captions or a transcript only where the editor adds them, and not every recording has one yet (WCAG 1.2.1 and 1.2.2).',
          'Videos from YouTube play in YouTube’s own player, which we do not control or test. Each one also links to the video on YouTube.',
          'Text alternatives for images are written by our editors. If an image you need is not described, tell us.',
        ),
      ),
      section(
        'Tell us about a problem',
        'If you find something on this website hard to use, or you need information in another format, please tell us. Email <a href="mailto:london@immediate.example">london@immediate.example</a> or call <a href="tel:+442079460000">+44 (0)20 7946 0000</a>, saying which page and what went wrong. Our other addresses are on our <a href="/contact/">contact page</a>.',
      ),
      section(
        'About this statement',
        'This statement was prepared on 27 November 2026 from the tests above. We review it whenever the way the website is built changes.',
      ),
    ),
  ],
);

export const accessibilityPages: PageDef[] = [accessibility];

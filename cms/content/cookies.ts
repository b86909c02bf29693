/**
 * The cookie policy and its six sub-pages. They say what is true of this
 * website: it sets no cookies and stores nothing about its readers (the one
 * value it may keep is app/client/reload-guard.ts's time of its last automatic
 * reload, in the tab's session storage). Our brands' websites are run
 * separately and explain their own cookies; nothing here speaks for them.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { def, page, paras, rich, section } from './build';
import type { PageDef } from './types';

interface CookieSection {
  slug: string;
  title: string;
  description: string;
  nodes: ContentNodeInput[];
}

/** What every page of the policy says first, plainly. */
const NO_COOKIES = 'This website, www.immediate.co.uk, sets no cookies and stores nothing about you in your browser.';

/** Where the policies of the brands' own websites are, since they are not this site's. */
const BRAND_SITES =
  'Our brands’ websites, such as BBC Good Food, Radio Times and HistoryExtra, are separate websites. Each explains the cookies it uses, and the choices it offers, in its own cookie policy, linked from its own pages. You can find them from <a href="/our-brands/">our brands</a>.';

const SECTIONS: CookieSection[] = [
  {
    slug: 'how-do-we-use-cookies',
    title: 'How do we use cookies?',
    description: 'This website sets no cookies. What it does keep in your browser, and why.',
    nodes: [
      rich(
        paras(
          NO_COOKIES,
          'Cookies are small text files a website can store on your device. Websites can also keep data in your browser’s local storage or session storage, or load pixels and scripts from other companies. This website does none of these to follow, measure or remember you.',
        ),
      ),
      {
        type: 'table',
        caption: 'What this website keeps in your browser',
        head: ['Kind of storage', 'Used by this website?', 'Details'],
        rows: [
          ['Cookies', 'No', 'None are set, by us or by anyone else through our pages.'],
          ['Local storage', 'No', 'Nothing is stored.'],
          [
            'Session storage',
            'Only after an automatic update',
            'When we publish a new version of the website, an open page reloads itself once to pick it up. It notes the time of that reload so that it never reloads twice within 10 seconds. The note holds nothing about you and is deleted when you close the tab.',
          ],
          ['Tracking pixels and advertising scripts', 'No', 'None are loaded.'],
        ],
      },
      rich(paras(BRAND_SITES)),
    ],
  },
  {
    slug: 'analytics-on-our-websites',
    title: 'Analytics on our websites',
    description: 'This website runs no analytics in your browser. What the servers that deliver it see.',
    nodes: [
      rich(
        section('On this website', NO_COOKIES, 'It runs no analytics scripts: nothing in your browser reports which pages you read.'),
        section(
          'What our servers see',
          'Like every website, the servers that deliver these pages receive each request in order to answer it: the address asked for, your IP address and the name of your browser. They are used to keep the website working and secure, as our <a href="/privacy/">privacy policy</a> explains.',
        ),
        section('On our brands’ websites', BRAND_SITES),
      ),
    ],
  },
  {
    slug: 'advertising-on-our-websites',
    title: 'Advertising on our websites',
    description: 'This website shows no advertising and sets no cookies.',
    nodes: [
      rich(
        section(
          'On this website',
          NO_COOKIES,
          'It shows no advertising, and no advertising partner can read or set cookies through its pages.',
        ),
        section(
          'On our brands’ websites',
          `Advertising helps pay for the journalism on our brands’ websites, and they use cookies to show and measure it. ${BRAND_SITES}`,
        ),
      ),
      {
        type: 'accordion',
        heading: 'Common questions',
        items: [
          {
            title: 'Do I need to accept cookies to read this website?',
            html: paras('No. It sets none, so there is nothing to accept or refuse.'),
          },
          {
            title: 'Do you sell my data?',
            html: paras(
              'No. See our <a href="/privacy/who-we-share-your-information-with/">privacy policy</a> for who we share information with.',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'your-preferences',
    title: 'Your preferences',
    description: 'There are no cookie choices to make on this website, because it sets no cookies.',
    nodes: [
      rich(
        section(
          'On this website',
          NO_COOKIES,
          'So there is no consent banner and no cookie settings to change here: the website works the same for everyone.',
        ),
        section(
          'Browser settings',
          'Most browsers let you block or delete cookies and site data for any website. Doing so changes nothing on this website.',
        ),
        section('On our brands’ websites', BRAND_SITES),
      ),
    ],
  },
  {
    slug: 'further-information',
    title: 'Further information',
    description: 'Where to find out more about cookies and your privacy.',
    nodes: [
      rich(
        paras(
          NO_COOKIES,
          'The Information Commissioner’s Office publishes independent guidance about cookies and similar technologies.',
          'If you have a question about this policy, please contact our <a href="/privacy/how-to-contact-the-dpo/">Data Protection Officer</a>.',
        ),
      ),
    ],
  },
  {
    slug: 'cookies-2',
    title: 'Cookie list',
    description: 'The cookies this website sets: none.',
    nodes: [
      rich(
        paras(
          NO_COOKIES,
          'If that changes, each cookie will be listed here by name, with what it is for and how long it lasts, before it is set.',
        ),
      ),
      {
        type: 'table',
        caption: 'Cookies set by this website',
        head: ['Set by', 'Number of cookies'],
        rows: [
          ['This website', 'None'],
          ['Other companies, through this website', 'None'],
        ],
      },
    ],
  },
];

const COOKIE_CRUMB = { title: 'Cookies', slug: 'cookies' };

const cookiesIndex = def(
  page({
    path: '/cookies/',
    title: 'Cookies',
    description: 'This website sets no cookies and stores nothing about you in your browser.',
    publishedIso: '2024-01-15',
  }),
  [
    { type: 'hero', variant: 'page', heading: 'Cookie policy', subheading: 'This website sets no cookies.' },
    rich(
      paras(
        `${NO_COOKIES} There is no consent banner because there is nothing to consent to.`,
        `This policy covers www.immediate.co.uk only. ${BRAND_SITES}`,
        'It should be read with our <a href="/privacy/">privacy policy</a>.',
      ),
    ),
    {
      type: 'card-grid',
      columns: 3,
      cards: SECTIONS.map((entry) => ({ title: entry.title, text: entry.description, href: `/cookies/${entry.slug}/` })),
    },
  ],
);

const sectionPages = SECTIONS.map((entry, index) =>
  def(
    page({
      path: `/cookies/${entry.slug}/`,
      title: entry.title,
      description: entry.description,
      hasParent: true,
      breadcrumbs: [COOKIE_CRUMB, { title: entry.title, slug: entry.slug }],
      publishedIso: `2024-01-${String(15 + index).padStart(2, '0')}`,
      ...(entry.slug === 'cookies-2' ? { layout: 'minimal' as const } : {}),
    }),
    entry.nodes,
  ),
);

export const cookiePages: PageDef[] = [cookiesIndex, ...sectionPages];

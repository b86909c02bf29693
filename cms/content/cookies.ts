/**
 * The cookie policy and its six sub-pages.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { def, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

interface CookieSection {
  slug: string;
  title: string;
  description: string;
  nodes: ContentNodeInput[];
}

const SECTIONS: CookieSection[] = [
  {
    slug: 'how-do-we-use-cookies',
    title: 'How do we use cookies?',
    description: 'The kinds of cookies our websites use and what each is for.',
    nodes: [
      rich(
        paras(
          'Cookies are small text files stored on your device when you visit a website. We use them, and similar technologies such as local storage and pixels, for four broad purposes.',
        ),
      ),
      {
        type: 'table',
        caption: 'Categories of cookies we use',
        head: ['Category', 'What it does', 'Can you turn it off?'],
        rows: [
          ['Strictly necessary', 'Keeps the site secure and remembers your cookie choices', 'No'],
          ['Functional', 'Remembers preferences such as saved recipes', 'Yes'],
          ['Analytics', 'Tells us which pages are read, so we can improve them', 'Yes'],
          ['Advertising', 'Shows and measures advertising, personalised with consent', 'Yes'],
        ],
      },
    ],
  },
  {
    slug: 'analytics-on-our-websites',
    title: 'Analytics on our websites',
    description: 'How we measure the use of our websites, and the analytics tools we use.',
    nodes: [
      rich(
        section(
          'Why we measure',
          'Analytics tell us which recipes, reviews and stories are most useful, how people find them and where our pages are slow or hard to use.',
        ),
        section(
          'What we collect',
          ul(
            'Pages viewed and time spent on them.',
            'The website or search that referred you.',
            'Device type, browser and approximate location.',
          ),
        ),
        paras(
          'Analytics data is aggregated and we do not use it to identify you. You can switch analytics cookies off in <a href="/cookies/your-preferences/">your preferences</a>.',
        ),
      ),
    ],
  },
  {
    slug: 'advertising-on-our-websites',
    title: 'Advertising on our websites',
    description: 'How advertising cookies work on our websites and the choices you have.',
    nodes: [
      rich(
        paras(
          'Advertising helps pay for the journalism on our websites. We and our partners use cookies to show adverts, limit how often you see the same one and measure whether campaigns work.',
        ),
        section(
          'Personalised advertising',
          'With your consent, adverts may be chosen based on your interests, inferred from the pages you read. Without consent, we show contextual adverts chosen from the subject of the page.',
        ),
        section(
          'Our partners',
          'We work with advertising partners that participate in the industry transparency and consent framework. You can see and change the partners you consent to at any time.',
        ),
      ),
      {
        type: 'accordion',
        heading: 'Common questions',
        items: [
          {
            title: 'Will I see fewer adverts if I refuse?',
            html: paras('No. You will see the same number of adverts, but they will be less relevant to you.'),
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
    description: 'How to change your cookie choices on our websites and in your browser.',
    nodes: [
      rich(
        section(
          'Changing your choices on our sites',
          'Use the “Privacy settings” link at the foot of any of our websites to reopen the consent manager and change your choices. Your new choices apply straight away.',
        ),
        section(
          'Browser settings',
          'Most browsers let you block or delete cookies. Blocking strictly necessary cookies may stop parts of our sites from working.',
        ),
      ),
      {
        type: 'cta',
        heading: 'Opt out of personalised advertising',
        text: 'Industry opt-out tools let you refuse personalised advertising from many companies at once.',
        link: { label: 'Advertising on our websites', href: '/cookies/advertising-on-our-websites/' },
        variant: 'subtle',
      },
    ],
  },
  {
    slug: 'further-information',
    title: 'Further information',
    description: 'Where to find out more about cookies and your privacy.',
    nodes: [
      rich(
        paras(
          'The Information Commissioner’s Office publishes independent guidance about cookies and similar technologies.',
          'If you have a question about this policy, please contact our <a href="/privacy/how-to-contact-the-dpo/">Data Protection Officer</a>.',
        ),
      ),
    ],
  },
  {
    slug: 'cookies-2',
    title: 'Cookie list',
    description: 'A list of the main cookies set on our websites (sample).',
    nodes: [
      rich(
        paras(
          'The table below lists some of the main first-party cookies on our websites. The full, current list is available in the consent manager on each site.',
        ),
      ),
      {
        type: 'table',
        caption: 'Main first-party cookies (sample)',
        head: ['Name', 'Purpose', 'Expires'],
        rows: [
          ['consent_state', 'Stores your cookie choices', '13 months'],
          ['session_id', 'Keeps you signed in during a visit', 'End of session'],
          ['saved_recipes', 'Remembers recipes you have saved', '12 months'],
          ['ab_variant', 'Assigns a design test variant', '30 days'],
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
    description: 'How Immediate Media uses cookies and similar technologies, and how to control them.',
    publishedIso: '2024-01-15',
  }),
  [
    { type: 'hero', variant: 'page', heading: 'Cookie policy', subheading: 'What cookies are, how we use them and the choices you have.' },
    rich(
      paras(
        'This policy applies to www.immediate.co.uk and the websites of our brands. It should be read with our <a href="/privacy/">privacy policy</a>.',
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

/**
 * The privacy policy: the index, its eleven sub-pages and the single-page
 * version (the only page with robots noindex, nofollow).
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { BRANDS } from './brand-data';
import { def, ol, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

interface PrivacySection {
  /** Path below /privacy/, e.g. `who-are-we/our-titles`. */
  slug: string;
  title: string;
  description: string;
  html: string;
  extra?: ContentNodeInput[];
}

const SECTIONS: PrivacySection[] = [
  {
    slug: 'who-are-we',
    title: 'Who are we?',
    description: 'The company responsible for your personal information, and how to reach us.',
    html: paras(
      'Immediate Media Company London Limited is the controller of the personal information we collect through our magazines, websites, apps, events and subscriptions. In this policy “we”, “us” and “our” mean Immediate Media and the group companies listed on <a href="/privacy/who-are-we/our-titles/">our titles</a>.',
      'Some of our brands are published under licence from BBC Studios. Where a partner is a joint controller of your information, we say so at the point we collect it.',
    ),
  },
  {
    slug: 'who-are-we/our-titles',
    title: 'Our titles',
    description: 'The magazines, websites and apps covered by this privacy policy.',
    html:
      paras('This privacy policy applies to the following brands and their websites, apps, newsletters, events and subscriptions:') +
      ul(...BRANDS.map((brand) => brand.name.replace(/&/g, '&amp;'))) +
      paras('Titles published under licence outside the UK have their own privacy policies.'),
  },
  {
    slug: 'types-of-information-we-may-collect-about-you',
    title: 'Types of information we may collect about you',
    description: 'The categories of personal information we collect and where it comes from.',
    html:
      section(
        'Information you give us',
        ul(
          'Contact details such as your name, email and postal address.',
          'Payment details when you subscribe or buy a ticket.',
          'Your answers to surveys, competitions and reader panels.',
          'Content you submit, such as recipe reviews and comments.',
        ),
      ) +
      section(
        'Information we collect automatically',
        ul(
          'Device and browser information, and your IP address.',
          'How you use our websites and apps, using <a href="/cookies/">cookies</a> and similar technologies.',
          'Approximate location derived from your IP address.',
        ),
      ) +
      section(
        'Information from others',
        paras(
          'We may receive information from partners, such as a retailer you bought a subscription from, or from publicly available sources.',
        ),
      ),
  },
  {
    slug: 'how-and-why-we-use-your-information',
    title: 'How and why we use your information',
    description: 'The purposes for which we use personal information and our lawful bases.',
    html:
      section(
        'Our purposes',
        ul(
          'To deliver the subscriptions, products and services you ask for (contract).',
          'To send you newsletters and marketing you have agreed to (consent).',
          'To improve our content and understand our audiences (legitimate interests).',
          'To show advertising, including personalised advertising where you have consented.',
          'To meet our legal obligations, such as keeping financial records (legal obligation).',
        ),
      ) +
      paras(
        'Where we rely on legitimate interests, we have balanced our interests against your rights. You can ask us for details of that assessment.',
      ),
  },
  {
    slug: 'who-we-share-your-information-with',
    title: 'Who we share your information with',
    description: 'The organisations that may receive your personal information, and why.',
    html:
      paras('We never sell your personal information. We share it only where necessary, with:') +
      ul(
        'Service providers who act on our instructions, such as fulfilment houses, payment processors and cloud hosting providers.',
        'Licensors and partners, when you enter a joint competition or event.',
        'Advertising partners, where you have given consent.',
        'Police, regulators and courts, where the law requires it.',
      ) +
      paras(
        'Some providers are based outside the UK. Where information is transferred internationally we use approved safeguards such as the UK international data transfer agreement.',
      ),
  },
  {
    slug: 'how-we-look-after-your-information',
    title: 'How we look after your information',
    description: 'The security measures that protect your personal information.',
    html: paras(
      'We use technical and organisational measures to protect your information, including encryption in transit and at rest, access controls, staff training and regular testing.',
      'If you think you have found a security weakness, please see our <a href="/security-disclosure-policy/">security disclosure policy</a>.',
    ),
  },
  {
    slug: 'how-long-we-hold-personal-information-for',
    title: 'How long we hold personal information for',
    description: 'Our retention periods for the main kinds of personal information.',
    html: paras(
      'We keep personal information only as long as we need it for the purposes described in this policy. Typical periods are shown below.',
    ),
    extra: [
      {
        type: 'table',
        caption: 'Retention periods (sample)',
        head: ['Information', 'How long we keep it'],
        rows: [
          ['Subscription and order records', 'Six years after the end of the subscription'],
          ['Newsletter sign-ups', 'Until you unsubscribe, or after two years of inactivity'],
          ['Competition entries', 'Twelve months after the competition closes'],
          ['Job applications', 'Twelve months after the role is filled'],
        ],
      },
    ],
  },
  {
    slug: 'your-rights-and-further-information',
    title: 'Your rights and further information',
    description: 'Your rights over your personal information and how to exercise them.',
    html:
      paras('You have rights under data protection law, including the right to:') +
      ul(
        'Access the personal information we hold about you.',
        'Have inaccurate information corrected.',
        'Have your information erased in some circumstances.',
        'Object to processing, including for direct marketing.',
        'Withdraw consent at any time.',
        'Complain to the Information Commissioner’s Office.',
      ) +
      paras('To exercise any of these rights, contact our <a href="/privacy/how-to-contact-the-dpo/">Data Protection Officer</a>.'),
  },
  {
    slug: 'how-to-contact-the-dpo',
    title: 'How to contact the DPO',
    description: 'Contact details for our Data Protection Officer.',
    html: paras(
      'Our Data Protection Officer can be reached at <a href="mailto:dpo@immediate.example">dpo@immediate.example</a>, or by post at Data Protection Officer, Immediate Media, Eagle House, Colston Avenue, Bristol BS1 4ST.',
      'We aim to reply to all requests within one month.',
    ),
  },
  {
    slug: 'childrens-personal-data',
    title: 'Children’s personal data',
    description: 'How we protect the personal information of children.',
    html:
      paras(
        'Some of our magazines and websites are for children. We design them so that children do not need to give us personal information to enjoy them.',
      ) +
      ul(
        'We ask a parent or guardian to enter competitions on behalf of children under 13.',
        'We never show personalised advertising to children.',
        'We follow the Age Appropriate Design Code on our children’s websites.',
      ) +
      paras('Read our <a href="/safeguarding-policy/">safeguarding policy</a> for how we protect children who take part in our content.'),
  },
  {
    slug: 'account-deletion-request',
    title: 'Account deletion request',
    description: 'How to delete an account with one of our websites or apps.',
    html:
      section(
        'Deleting your account',
        ol(
          'Sign in to the website or app and open your account settings.',
          'Choose “Delete my account” and confirm.',
          'If you cannot sign in, email <a href="mailto:dpo@immediate.example">dpo@immediate.example</a> from the address registered to your account.',
        ),
      ) +
      paras(
        'Deleting an account does not cancel a paid subscription. We may keep limited records where the law requires it, for example for accounting.',
      ),
  },
];

const PRIVACY_CRUMB = { title: 'Privacy', slug: 'privacy' };

function sectionPage(entry: PrivacySection, index: number): PageDef {
  const parts = entry.slug.split('/');
  const crumbs = [PRIVACY_CRUMB];
  if (parts.length > 1) {
    const parent = SECTIONS.find((candidate) => candidate.slug === parts[0]);
    crumbs.push({ title: parent?.title ?? parts[0]!, slug: parts[0]! });
  }
  crumbs.push({ title: entry.title, slug: parts[parts.length - 1]! });
  return def(
    page({
      path: `/privacy/${entry.slug}/`,
      title: entry.title,
      description: entry.description,
      hasParent: true,
      breadcrumbs: crumbs,
      publishedIso: `2024-01-${String(8 + index).padStart(2, '0')}`,
    }),
    [
      rich(entry.html),
      ...(entry.extra ?? []),
      { type: 'cta', heading: 'Read the full privacy policy', link: { label: 'Privacy', href: '/privacy/' }, variant: 'subtle' },
    ],
  );
}

const privacyIndex = def(
  page({
    path: '/privacy/',
    title: 'Privacy',
    description: 'How Immediate Media collects, uses and protects your personal information.',
    publishedIso: '2024-01-08',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Privacy policy',
      subheading: 'Last updated January 2024. This is sample policy text for a reference site.',
    },
    rich(
      paras(
        'Your privacy matters to us. This policy explains what personal information we collect when you read our magazines, use our websites and apps, come to our events or subscribe, and how we use and protect it.',
        'The policy is split into short sections below. You can also read it as a <a href="/privacy-policy-single-page/">single page</a>.',
      ),
    ),
    {
      type: 'card-grid',
      heading: 'Sections',
      columns: 2,
      cards: SECTIONS.map((entry) => ({ title: entry.title, text: entry.description, href: `/privacy/${entry.slug}/` })),
    },
    { type: 'cta', heading: 'Questions about your data?', link: { label: 'Contact the DPO', href: '/privacy/how-to-contact-the-dpo/' } },
  ],
);

const singlePage = def(
  page({
    path: '/privacy-policy-single-page/',
    title: 'Privacy policy (single page)',
    description: 'The full privacy policy of Immediate Media on one page.',
    robots: 'noindex, nofollow',
    layout: 'minimal',
    publishedIso: '2024-01-08',
  }),
  [
    { type: 'heading', text: 'Privacy policy', level: 2, anchor: 'privacy-policy' },
    rich(...SECTIONS.map((entry) => `<h2>${entry.title}</h2>${entry.html}`)),
  ],
);

export const privacyPages: PageDef[] = [privacyIndex, ...SECTIONS.map(sectionPage), singlePage];

/**
 * Company pages: Imagine, award wins, sustainability reports and our points
 * of view on advertising.
 * @module
 */
import { def, img, ol, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

const imagine = def(
  page({
    path: '/imagine/',
    title: 'Imagine',
    description: 'Imagine is our annual showcase for advertisers and agencies: new formats, new research and our brands live on stage.',
    publishedIso: '2024-03-04',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Imagine 2024',
      heading: 'Imagine what passion can do for your brand',
      subheading: 'A morning of ideas, research and live demonstrations from the teams behind our brands.',
      image: img('hero', 'imagine', 'A presenter on stage in front of a large screen at Imagine'),
      cta: { label: 'Register your interest', href: '/contact/' },
    },
    rich(
      section(
        'What is Imagine?',
        'Imagine is where we share what we have learned about our audiences over the past year, and what that means for the brands who want to reach them. Expect new research from our insight team, formats from our content studio, and a few surprises from our editors.',
      ),
      section(
        'This year’s programme',
        ol(
          'The passion economy: new research into how specialist audiences spend.',
          'Live from the test kitchen: a recipe developed on stage, start to finish.',
          'Audio that sells: what our podcast listeners do next.',
        ),
      ),
    ),
    {
      type: 'card-grid',
      heading: 'Catch up on previous years',
      columns: 3,
      cards: [
        {
          title: 'Imagine 2023',
          eyebrow: 'Highlights',
          text: 'Attention, trust and the return of print.',
          image: img('card', 'imagine-2023', 'The audience at Imagine 2023'),
        },
        {
          title: 'Imagine 2022',
          eyebrow: 'Highlights',
          text: 'Community-led commerce and the cost of living.',
          image: img('card', 'imagine-2022', 'A panel discussion on stage'),
        },
        {
          title: 'Research library',
          eyebrow: 'Insight',
          text: 'Download our audience studies.',
          href: '/commercial/',
          image: img('card', 'research', 'Printed research reports on a table'),
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Want an invitation?',
      text: 'Imagine is free for advertisers and agencies.',
      link: { label: 'Get in touch', href: '/contact/' },
    },
  ],
);

const awardWins = def(
  page({
    path: '/award-wins/',
    title: 'Award wins',
    description: 'Industry recognition for our brands, our journalism and our workplace.',
    publishedIso: '2024-07-01',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Recognition',
      heading: 'Award wins',
      subheading: 'We are proud of the recognition our teams receive from the industry and from our audiences.',
      image: img('hero', 'award-wins', 'Trophies lined up on a shelf'),
    },
    {
      type: 'card-grid',
      heading: '2024',
      columns: 3,
      cards: [
        {
          eyebrow: 'Magazine awards 2024',
          title: 'Magazine of the Year: BBC Good Food',
          href: '/goodfood-wins-magazine-of-the-year/',
          image: img('card', 'award-goodfood', 'The BBC Good Food team on stage'),
        },
        {
          eyebrow: 'Podcast awards 2024',
          title: 'Best Factual Podcast: HistoryExtra',
          href: '/historyextra-podcast-named-best-factual-podcast/',
          image: img('card', 'award-historyextra', 'A microphone in a recording studio'),
        },
        {
          eyebrow: 'Digital awards 2024',
          title: 'Best Use of Data: Immediate Media',
          href: '/immediate-wins-best-use-of-data/',
          image: img('card', 'award-data', 'A data dashboard on a large screen'),
        },
        {
          eyebrow: 'Workplace awards 2024',
          title: 'Best Media Employer: Immediate Media',
          href: '/immediate-named-best-media-employer/',
          image: img('card', 'award-employer', 'Colleagues celebrating in the office'),
        },
        {
          eyebrow: 'Editors’ awards 2024',
          title: 'Editor of the Year, Specialist: Radio Times',
          image: img('card', 'award-radiotimes', 'A Radio Times cover on a newsstand'),
        },
        {
          eyebrow: 'Design awards 2024',
          title: 'Cover of the Year: BBC Gardeners’ World Magazine',
          image: img('card', 'award-cover', 'A gardening magazine cover with spring flowers'),
        },
      ],
    },
    {
      type: 'card-grid',
      heading: '2023',
      columns: 4,
      cards: [
        { title: 'Launch of the Year: BBC Easy Cook app', text: 'Digital publishing awards 2023.' },
        { title: 'Best Consumer Website: topgear.com', text: 'Online media awards 2023.' },
        { title: 'Campaign of the Year: MadeForMums Awards', text: 'Marketing awards 2023.' },
        { title: 'Sustainability Initiative of the Year', text: 'Publishing industry awards 2023.' },
      ],
    },
  ],
);

const reports = def(
  page({
    path: '/immediate-sustainability-reports/',
    title: 'Sustainability reports',
    description: 'Our annual sustainability reports: carbon, paper sourcing, packaging and people.',
    publishedIso: '2024-05-20',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Sustainability',
      heading: 'Our sustainability reports',
      subheading: 'How we are reducing our impact, year by year.',
      image: img('hero', 'sustainability', 'Sunlight through a beech woodland'),
    },
    rich(
      section(
        'Our commitments',
        ul(
          'Net zero across our own operations by 2030 (sample target).',
          '100% of the paper we buy certified by FSC or PEFC, as set out in our <a href="/trading-policies/responsible-forest-products-purchasing-policy/">responsible forest products purchasing policy</a>.',
          'Plastic-free magazine wrapping across every subscription title.',
          'Science-based targets for our supply chain emissions.',
        ),
      ),
      section(
        'Progress in 2023',
        'We cut our office energy use by 18% and moved both offices to renewable electricity tariffs. The paper we buy is now 99.6% certified, and we replaced plastic wrap with paper or no wrap on every title we post to subscribers. All figures on this page are sample figures.',
      ),
    ),
    {
      type: 'downloads',
      heading: 'Download our reports',
      files: [
        { title: 'Sustainability report 2023', href: '/media/files/sustainability-report-2023.pdf', format: 'PDF' },
        { title: 'Sustainability report 2022', href: '/media/files/sustainability-report-2022.pdf', format: 'PDF' },
        { title: 'Sustainability report 2021', href: '/media/files/sustainability-report-2021.pdf', format: 'PDF' },
        { title: 'Carbon reduction plan 2024', href: '/media/files/carbon-reduction-plan-2024.pdf', format: 'PDF' },
      ],
    },
  ],
);

interface Pov {
  slug: string;
  title: string;
  description: string;
  heading: string;
  html: string;
  quote?: string;
}

const POVS: Pov[] = [
  {
    slug: 'ai',
    title: 'Our point of view: AI',
    description: 'How we use artificial intelligence responsibly, and what that means for advertisers.',
    heading: 'AI in the service of expertise',
    html:
      section(
        'Our principles',
        ul(
          'People write, test and edit our recipes, reviews and advice. AI tools help them work faster; they do not replace their judgement.',
          'We label AI-assisted content where it is material to the reader.',
          'We do not allow our content to be used to train third-party models without agreement.',
        ),
      ) +
      section(
        'For advertisers',
        'AI helps us match campaigns to context without personal data, and to spot unsafe content before a page goes live. Our <a href="/trading-policies/advertising-terms-and-conditions/brand-safety-guidelines/">brand safety guidelines</a> explain the controls.',
      ),
    quote: 'Expertise is our product. AI should make experts more productive, never less accountable.',
  },
  {
    slug: 'cookies',
    title: 'Our point of view: the end of third-party cookies',
    description: 'Why the decline of third-party cookies plays to the strengths of trusted publishers.',
    heading: 'Life after third-party cookies',
    html:
      section(
        'What is changing',
        'Browsers are restricting third-party cookies, which removes a common way of tracking people across websites. Advertising that depends on that tracking will lose reach and precision.',
      ) +
      section(
        'Our approach',
        ul(
          'First-party audience segments built from what people read on our sites, with consent.',
          'Contextual targeting based on the subject of each page.',
          'Clean-room partnerships for measurement without sharing personal data.',
        ),
        '<p>Read what this website stores (nothing) in our <a href="/cookies/">cookie policy</a>; each of our brands’ websites explains its own cookies.</p>',
      ),
  },
  {
    slug: 'consent',
    title: 'Our point of view: consent',
    description: 'Why clear consent is good for audiences, for advertisers and for publishers.',
    heading: 'Consent is the foundation',
    html:
      section(
        'Transparency first',
        'We ask for consent in plain language, make it as easy to refuse as to accept, and let people change their mind at any time on each brand’s website.',
      ) +
      section(
        'Why it matters for advertisers',
        'Campaigns delivered to people who have chosen to share their data perform better and carry less regulatory risk. Our consent rates are above the industry average because we explain what the data is for.',
      ),
  },
  {
    slug: 'sustainability',
    title: 'Our point of view: sustainable advertising',
    description: 'Reducing the carbon footprint of digital and print campaigns.',
    heading: 'Greener campaigns',
    html:
      section(
        'Measuring what matters',
        'We measure the emissions of the ad impressions we serve and offer lower-carbon packages that use fewer ad calls and lighter creative.',
      ) +
      section(
        'In print',
        'Our magazines are printed on certified paper in UK print works, and we share the carbon footprint of print campaigns on request. See our <a href="/immediate-sustainability-reports/">sustainability reports</a>.',
      ),
  },
  {
    slug: 'premium',
    title: 'Our point of view: the value of premium',
    description: 'Why attention on premium, trusted media delivers more for advertisers.',
    heading: 'Premium environments, better results',
    html:
      section(
        'Attention is not equal',
        'People spend longer with specialist content they have chosen, and they trust what they find there. Our studies show higher recall for campaigns seen alongside expert content than on open-web equivalents (sample finding).',
      ) +
      section(
        'What premium means to us',
        ul(
          'Professionally edited content, never made-for-advertising pages.',
          'Fewer, better ad placements.',
          'Independent verification of viewability and brand safety.',
        ),
      ),
    quote: 'The cheapest impression is rarely the best value one.',
  },
];

const povsIndex = def(
  page({
    path: '/company-povs-advertising/',
    title: 'Our point of view on advertising',
    description:
      'Where Immediate Media stands on the big questions in advertising: AI, cookies, consent, sustainability and premium media.',
    publishedIso: '2024-02-12',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Commercial',
      heading: 'Our point of view',
      subheading: 'Short, clear positions on the issues that matter to our advertising partners.',
    },
    rich(
      paras(
        'The advertising market is changing quickly. These pages set out what we believe and what we are doing about it, so partners know where we stand.',
      ),
    ),
    {
      type: 'card-grid',
      columns: 3,
      cards: POVS.map((pov) => ({ title: pov.heading, text: pov.description, href: `/company-povs-advertising/${pov.slug}/` })),
    },
  ],
);

const povPages = POVS.map((pov, index) =>
  def(
    page({
      path: `/company-povs-advertising/${pov.slug}/`,
      title: pov.title,
      description: pov.description,
      publishedIso: `2024-02-${String(12 + index).padStart(2, '0')}`,
      breadcrumbs: [
        { title: 'Our point of view on advertising', slug: 'company-povs-advertising' },
        { title: pov.heading, slug: pov.slug },
      ],
    }),
    [
      { type: 'hero', variant: 'page', eyebrow: 'Our point of view', heading: pov.heading, subheading: pov.description },
      rich(pov.html),
      ...(pov.quote
        ? [{ type: 'quote' as const, quote: pov.quote, attribution: 'Marcus Oyelaran', role: 'Chief Commercial Officer (sample)' }]
        : []),
      { type: 'cta', heading: 'Talk to us', link: { label: 'Contact the commercial team', href: '/contact/' }, variant: 'subtle' },
    ],
  ),
);

export const companyPages: PageDef[] = [imagine, awardWins, reports, povsIndex, ...povPages];

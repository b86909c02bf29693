/**
 * Trading policies: suppliers, ethics, POTACS, forest products and the
 * advertising terms with their children.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import type { Crumb } from './build';
import { def, ol, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

const ROOT = '/trading-policies/';
const ROOT_CRUMB: Crumb = { title: 'Trading policies', slug: 'trading-policies' };
const ADS_CRUMB: Crumb = { title: 'Advertising terms and conditions', slug: 'advertising-terms-and-conditions' };
const FOREST_CRUMB: Crumb = {
  title: 'Responsible forest products purchasing policy',
  slug: 'responsible-forest-products-purchasing-policy',
};

interface Policy {
  /** Path below /trading-policies/. */
  slug: string;
  title: string;
  description: string;
  parents: Crumb[];
  nodes: ContentNodeInput[];
  layout?: 'minimal';
}

const POLICIES: Policy[] = [
  {
    slug: 'suppliers',
    title: 'Suppliers',
    description: 'Information for suppliers: how we buy, how we pay and what we expect.',
    parents: [ROOT_CRUMB],
    nodes: [
      rich(
        section(
          'Working with us',
          'We buy print, paper, distribution, technology, creative services and event production from hundreds of suppliers. We look for partners who share our standards on quality, ethics and sustainability.',
        ),
        section(
          'Payment',
          ul(
            'Purchase orders are required for all goods and services.',
            'Our standard payment terms are 30 days from the end of the month of invoice.',
            'Small businesses are paid within 30 days of invoice.',
            'Invoices go to <a href="mailto:invoices@immediate.example">invoices@immediate.example</a>.',
          ),
        ),
        section(
          'What we expect',
          '<p>All suppliers must accept our <a href="/trading-policies/ethical-policy/">ethical policy</a> and, where relevant, our <a href="/trading-policies/responsible-forest-products-purchasing-policy/">forest products policy</a>.</p>',
        ),
      ),
    ],
  },
  {
    slug: 'ethical-policy',
    title: 'Ethical policy',
    description: 'The ethical standards we require of our suppliers and their supply chains.',
    parents: [ROOT_CRUMB],
    nodes: [
      rich(
        paras(
          'We expect our suppliers to meet the standards below and to require the same of their own suppliers. We may audit compliance.',
        ),
      ),
      {
        type: 'accordion',
        heading: 'Our standards',
        items: [
          {
            title: 'Employment is freely chosen',
            html: paras('There is no forced, bonded or involuntary prison labour, and workers are free to leave after reasonable notice.'),
          },
          {
            title: 'No child labour',
            html: paras(
              'Suppliers do not employ children below the legal working age, and young workers are not employed at night or in hazardous conditions.',
            ),
          },
          {
            title: 'Fair wages and hours',
            html: paras('Wages meet at least national legal standards, and working hours comply with national laws.'),
          },
          {
            title: 'Safe and hygienic conditions',
            html: paras('A safe working environment is provided, with regular health and safety training.'),
          },
          {
            title: 'No discrimination or harsh treatment',
            html: paras('There is no discrimination in hiring, pay or promotion, and no physical abuse or intimidation.'),
          },
        ],
      },
    ],
  },
  {
    slug: 'potacs',
    title: 'POTACS',
    description: 'Our purchase order terms and conditions of supply.',
    parents: [ROOT_CRUMB],
    layout: 'minimal',
    nodes: [
      rich(
        paras(
          'These purchase order terms and conditions of supply (POTACS) apply to every purchase order we issue, unless we agree otherwise in writing. This is sample text.',
        ),
        section(
          '1. Definitions',
          paras(
            '“Buyer” means Immediate Media Company London Limited. “Supplier” means the person from whom the Buyer buys goods or services.',
          ),
        ),
        section(
          '2. Orders',
          paras('The purchase order is an offer by the Buyer. It is accepted when the Supplier confirms it or starts work.'),
        ),
        section(
          '3. Delivery',
          paras('Goods must be delivered on the date and to the place stated in the order. Time of delivery is of the essence.'),
        ),
        section(
          '4. Price and payment',
          paras(
            'The price is as stated in the order and includes packaging and delivery. The Buyer pays undisputed invoices within the agreed terms.',
          ),
        ),
        section(
          '5. Warranties',
          paras(
            'The Supplier warrants that goods are of satisfactory quality and fit for purpose, and that services are performed with reasonable skill and care.',
          ),
        ),
        section(
          '6. Termination',
          paras('The Buyer may cancel an order in whole or part by written notice, paying for work properly done before cancellation.'),
        ),
      ),
    ],
  },
  {
    slug: 'responsible-forest-products-purchasing-policy',
    title: 'Responsible forest products purchasing policy',
    description: 'How we make sure the paper in our magazines comes from responsibly managed forests.',
    parents: [ROOT_CRUMB],
    nodes: [
      rich(
        paras(
          'Paper is the largest raw material we buy. We are committed to buying it only from legal, responsibly managed and, wherever possible, certified sources.',
        ),
        section(
          'Our commitments',
          ul(
            'All paper is certified to FSC or PEFC chain-of-custody standards.',
            'We know the mill and forest of origin of every grade we buy.',
            'We do not buy from suppliers linked to illegal logging or deforestation.',
            'We report annually on our progress.',
          ),
        ),
        section(
          'Reporting',
          '<p>See the <a href="/trading-policies/responsible-forest-products-purchasing-policy/forest-product-reporting-summary/">forest product reporting summary</a> for this year’s figures.</p>',
        ),
      ),
    ],
  },
  {
    slug: 'responsible-forest-products-purchasing-policy/forest-product-reporting-summary',
    title: 'Forest product reporting summary',
    description: 'This year’s figures for the paper and forest products we bought (sample).',
    parents: [ROOT_CRUMB, FOREST_CRUMB],
    nodes: [
      rich(paras('The figures below cover paper for magazines, inserts and packaging bought during 2023. All figures are sample figures.')),
      {
        type: 'table',
        caption: 'Forest products bought in 2023 (sample)',
        head: ['Product', 'Tonnes', 'Certified', 'Recycled content'],
        rows: [
          ['Magazine paper', '18,400', '99.8%', '12%'],
          ['Covers', '3,200', '100%', '0%'],
          ['Inserts and supplements', '1,150', '98.5%', '35%'],
          ['Mailing envelopes', '240', '100%', '80%'],
        ],
      },
    ],
  },
  {
    slug: 'advertising-terms-and-conditions',
    title: 'Advertising terms and conditions',
    description: 'The terms that apply to advertising in our magazines, websites and apps.',
    parents: [ROOT_CRUMB],
    nodes: [
      rich(
        paras(
          'Our advertising terms are set out in the documents below. By placing an order, the advertiser or agency accepts the terms relevant to that order.',
        ),
      ),
      {
        type: 'card-grid',
        columns: 2,
        cards: [
          {
            title: 'Brand safety guidelines',
            text: 'How we keep advertising away from unsuitable content.',
            href: '/trading-policies/advertising-terms-and-conditions/brand-safety-guidelines/',
          },
          {
            title: 'Digital advertising standard terms',
            text: 'Terms for display, video, sponsorship and native advertising online.',
            href: '/trading-policies/advertising-terms-and-conditions/digital-advertising-standard-terms-and-conditions/',
          },
          {
            title: 'Print advertising standard terms',
            text: 'Terms for advertising in our magazines and supplements.',
            href: '/trading-policies/advertising-terms-and-conditions/print-advertising-standard-terms-and-conditions/',
          },
          {
            title: 'Digital subscription terms',
            text: 'Terms for readers buying digital subscriptions.',
            href: '/trading-policies/advertising-terms-and-conditions/digital-subscription-terms-and-conditions/',
          },
        ],
      },
    ],
  },
  {
    slug: 'advertising-terms-and-conditions/brand-safety-guidelines',
    title: 'Brand safety guidelines',
    description: 'Our approach to keeping advertising in safe, suitable environments.',
    parents: [ROOT_CRUMB, ADS_CRUMB],
    nodes: [
      rich(
        section(
          'A safe environment by design',
          'Our content is written and edited by professional journalists. We do not publish user-generated content next to advertising without moderation.',
        ),
        section(
          'Controls',
          ul(
            'Independent verification on all programmatic inventory.',
            'Keyword and category blocking agreed with each advertiser.',
            'Manual review of sensitive news coverage before ads are enabled.',
          ),
        ),
        section(
          'We do not accept advertising for',
          ul(
            'Tobacco and vaping products on children’s titles.',
            'Gambling on family and children’s titles.',
            'Products that make unproven health claims.',
          ),
        ),
      ),
    ],
  },
  {
    slug: 'advertising-terms-and-conditions/digital-advertising-standard-terms-and-conditions',
    title: 'Digital advertising standard terms and conditions',
    description: 'Standard terms for digital advertising on our websites and apps.',
    parents: [ROOT_CRUMB, ADS_CRUMB],
    layout: 'minimal',
    nodes: [
      rich(
        paras(
          'These terms are based on the industry’s standard terms for internet advertising, with the changes set out below. This is sample text.',
        ),
        section(
          '1. Delivery',
          paras(
            'We will use reasonable endeavours to deliver the impressions booked within the campaign period. Under-delivery is made good with additional impressions.',
          ),
        ),
        section(
          '2. Creative',
          paras('Creative must be supplied at least five working days before launch and comply with our technical specifications.'),
        ),
        section(
          '3. Cancellation',
          paras('Campaigns may be cancelled with 14 days’ written notice. Sponsorships may be cancelled with 30 days’ notice.'),
        ),
        section(
          '4. Measurement',
          paras('Our ad server figures are used for invoicing unless a third-party measure is agreed in writing before launch.'),
        ),
      ),
    ],
  },
  {
    slug: 'advertising-terms-and-conditions/print-advertising-standard-terms-and-conditions',
    title: 'Print advertising standard terms and conditions',
    description: 'Standard terms for advertising in our magazines.',
    parents: [ROOT_CRUMB, ADS_CRUMB],
    nodes: [
      rich(
        section('1. Bookings', paras('All bookings are subject to space being available and are confirmed in writing.')),
        section(
          '2. Copy deadlines',
          paras(
            'Copy must be received by the copy date shown on the rate card. Late copy may result in the previous advertisement being repeated.',
          ),
        ),
        section(
          '3. Cancellation',
          paras(
            'Cancellations must be made in writing at least eight weeks before the on-sale date. Later cancellations are charged in full.',
          ),
        ),
        section('4. Positioning', paras('Special positions are charged at a premium and guaranteed only when confirmed in writing.')),
      ),
    ],
  },
  {
    slug: 'advertising-terms-and-conditions/digital-subscription-terms-and-conditions',
    title: 'Digital subscription terms and conditions',
    description: 'Terms that apply to digital subscriptions to our magazines and apps.',
    parents: [ROOT_CRUMB, ADS_CRUMB],
    nodes: [
      rich(
        section(
          'Your subscription',
          paras(
            'A digital subscription gives you access to the digital edition of a magazine or premium features of an app for the period you pay for.',
          ),
        ),
        section(
          'Renewal and cancellation',
          ol(
            'Subscriptions renew automatically until cancelled.',
            'You can cancel at any time from your account; access continues until the end of the paid period.',
            'You have 14 days from purchase to cancel for a full refund.',
          ),
        ),
        section('Price changes', paras('We will tell you about any price change at least 30 days before it applies to your subscription.')),
      ),
    ],
  },
];

const index = def(
  page({
    path: ROOT,
    title: 'Trading policies',
    description: 'Our policies for suppliers, advertisers and partners.',
    publishedIso: '2023-11-06',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Trading policies',
      subheading: 'How we buy and sell, and the standards we hold ourselves and our partners to.',
    },
    {
      type: 'card-grid',
      columns: 3,
      cards: POLICIES.filter((policy) => policy.parents.length === 1).map((policy) => ({
        title: policy.title,
        text: policy.description,
        href: `${ROOT}${policy.slug}/`,
      })),
    },
  ],
);

const policyPages = POLICIES.map((policy, position) => {
  const last = policy.slug.split('/').pop()!;
  return def(
    page({
      path: `${ROOT}${policy.slug}/`,
      title: policy.title,
      description: policy.description,
      hasParent: true,
      breadcrumbs: [...policy.parents, { title: policy.title, slug: last }],
      publishedIso: `2023-11-${String(6 + position).padStart(2, '0')}`,
      ...(policy.layout ? { layout: policy.layout } : {}),
    }),
    [
      { type: 'hero', variant: 'page', eyebrow: 'Trading policies', heading: policy.title, subheading: policy.description },
      ...policy.nodes,
    ],
  );
});

export const tradingPages: PageDef[] = [index, ...policyPages];

/**
 * Case studies: commercial partnerships with invented clients. Results are
 * sample figures.
 * @module
 */

import type { ContentNodeInput } from '../../contract/nodes';
import { article, section, ul } from './build';
import type { PageDef } from './types';

const ASIDE: ContentNodeInput[] = [
  {
    type: 'cta',
    heading: 'Work with our brands',
    text: 'Our partnerships team builds campaigns around your goals.',
    link: { label: 'Commercial opportunities', href: '/commercial/' },
  },
];

function results(...items: string[]): string {
  return section('Results', ul(...items.map((item) => `<strong>${item}</strong>`)));
}

function why(text: string, brandSlug: string, brandName: string): string {
  return section(
    'Why it worked',
    text,
    `<p>Find out more about <a href="/our-brands/${brandSlug}/">${brandName}</a> and how to <a href="/commercial/">work with our brands</a>.</p>`,
  );
}

export const caseStudies: PageDef[] = [
  article({
    slug: 'case-study-northbrook-foods',
    title: 'Case study: Northbrook Foods and BBC Good Food',
    standfirst: 'How a recipe collection and test-kitchen video series doubled awareness of a frozen vegetable range.',
    publishedIso: '2023-11-28',
    category: 'Case study',
    imageAlt: 'A stir-fry made with frozen vegetables in a wok',
    html:
      section(
        'The brief',
        'Northbrook Foods, a fictional frozen food producer, wanted to change perceptions of frozen vegetables among younger households and show how they can be the star of a quick midweek meal.',
      ) +
      section(
        'What we did',
        ul(
          'Twelve recipes developed and triple-tested by the BBC Good Food kitchen.',
          'A six-part short video series across Instagram and TikTok.',
          'A sponsored recipe collection on bbcgoodfood.com and in the app.',
          'A four-page advertorial in the magazine.',
        ),
      ) +
      results('2x uplift in brand awareness among 25–34s', '3.2m video views', '41% of readers said they would buy the range') +
      why(
        'The campaign worked because the recipes came first. Readers trusted the Good Food kitchen to make frozen vegetables the hero of a meal, and the brand benefited from that trust.',
        'goodfood',
        'BBC Good Food',
      ),
    aside: ASIDE,
  }),
  article({
    slug: 'case-study-greenway-motors',
    title: 'Case study: Greenway Motors and Top Gear',
    standfirst: 'An electric car launch that put real drivers behind the wheel and Top Gear’s verdict in front of buyers.',
    publishedIso: '2024-01-18',
    category: 'Case study',
    imageAlt: 'An electric hatchback on a coastal road',
    html:
      section(
        'The brief',
        'Greenway Motors, a fictional car maker, was launching its first electric hatchback in the UK and needed to win the trust of drivers who had never considered the brand.',
      ) +
      section(
        'What we did',
        ul(
          'A long-term test by Top Gear’s road test team, published independently of the campaign.',
          'Sponsored “first EV” guides on topgear.com.',
          'Reader test drive days at three UK venues.',
        ),
      ) +
      results(
        '18,000 test drive registrations',
        '62% positive change in brand consideration',
        'Average 4 minutes 10 seconds time spent on sponsored guides',
      ) +
      why(
        'Keeping the Top Gear review independent of the paid campaign gave readers an honest verdict, which made the sponsored guides more credible, not less.',
        'topgear',
        'Top Gear',
      ),
    aside: ASIDE,
  }),
  article({
    slug: 'case-study-little-sprout-baby',
    title: 'Case study: Little Sprout Baby and MadeForMums',
    standfirst: 'Parent reviewers, expert advice and an awards shortlist built trust in a new baby food brand.',
    publishedIso: '2024-03-12',
    category: 'Case study',
    imageAlt: 'A baby in a high chair trying a pouch of vegetable puree',
    html:
      section(
        'The brief',
        'Little Sprout Baby, a fictional organic baby food start-up, needed credibility with first-time parents in a crowded market.',
      ) +
      section(
        'What we did',
        ul(
          'A weaning guide sponsored by Little Sprout and checked by a MadeForMums nutrition adviser.',
          'Twenty families from our reviewer panel trialled the range for a month.',
          'Newsletter takeovers timed to the stages of weaning.',
        ),
      ) +
      results('95% of reviewers would recommend the range', '27% uplift in purchase intent', 'Shortlisted in the MadeForMums Awards') +
      why(
        'Parents trust other parents. By putting real families and expert advice at the centre of the campaign, Little Sprout earned credibility that advertising alone could not buy.',
        'madeformums',
        'MadeForMums',
      ),
    aside: ASIDE,
  }),
  article({
    slug: 'case-study-heritage-rail-holidays',
    title: 'Case study: Heritage Rail Holidays and HistoryExtra',
    standfirst: 'A podcast series and a reader competition sold out a season of history-themed rail journeys.',
    publishedIso: '2024-04-25',
    category: 'Case study',
    imageAlt: 'A steam train crossing a stone viaduct',
    html:
      section(
        'The brief',
        'Heritage Rail Holidays, a fictional tour operator, wanted to reach history lovers aged over 45 and fill a new programme of journeys along historic railway lines.',
      ) +
      section(
        'What we did',
        ul(
          'A four-episode sponsored podcast series on the history of Britain’s railways.',
          'A print and digital competition with a journey for two as the prize.',
          'Targeted display using our first-party history audience.',
        ),
      ) +
      results(
        'Sold-out season eight weeks early',
        '220,000 sponsored podcast downloads',
        '14,000 competition entries with marketing opt-in',
      ) +
      why(
        'The podcast series reached listeners at exactly the moment they were thinking about history, and the competition turned that interest into a list of engaged prospects.',
        'historyextra',
        'HistoryExtra',
      ),
    aside: ASIDE,
  }),
  article({
    slug: 'case-study-brightwell-garden-centres',
    title: 'Case study: Brightwell Garden Centres and BBC Gardeners’ World Magazine',
    standfirst: 'A spring campaign that turned advice into footfall.',
    publishedIso: '2024-05-28',
    category: 'Case study',
    imageAlt: 'Shoppers choosing bedding plants at a garden centre',
    html:
      section(
        'The brief',
        'Brightwell Garden Centres, a fictional regional chain, wanted to bring more first-time gardeners into its stores during the spring peak.',
      ) +
      section(
        'What we did',
        ul(
          'A “first garden” series written by BBC Gardeners’ World Magazine experts.',
          'In-store talks by the magazine’s gardening team.',
          'A voucher offer in the April issue, redeemable in store.',
        ),
      ) +
      results('9,400 vouchers redeemed', '12% year-on-year uplift in spring footfall', '87% of talk attendees said they would return') +
      why(
        'The campaign connected advice with action: readers learned what to plant from trusted experts and then found it, with a voucher in hand, at their nearest Brightwell store.',
        'gardenersworld',
        'BBC Gardeners’ World Magazine',
      ),
    aside: ASIDE,
  }),
  article({
    slug: 'case-study-kettle-and-crumb',
    title: 'Case study: Kettle & Crumb and olive',
    standfirst: 'A baking brand found a new audience with a weekend baking club led by olive’s cookery team.',
    publishedIso: '2024-07-16',
    category: 'Case study',
    imageAlt: 'A tray of freshly baked cinnamon buns',
    html:
      section(
        'The brief',
        'Kettle &amp; Crumb, a fictional premium flour and baking brand, wanted to grow among confident home cooks who do not see themselves as bakers.',
      ) +
      section(
        'What we did',
        ul(
          'A monthly olive Weekend Baking Club with recipes using Kettle &amp; Crumb flours.',
          'Live baking classes at an olive supper club.',
          'A recipe booklet mounted on the cover of the magazine.',
        ),
      ) +
      results('34,000 baking club members', '2.5x increase in online sales during the campaign', '4.6 out of 5 average recipe rating') +
      why(
        'The baking club gave confident cooks a reason to try something new every month, with recipes from a team they already trusted.',
        'olivemagazine',
        'olive',
      ),
    aside: ASIDE,
  }),
];

/**
 * The downloadable documents of the sample pack, by file name under
 * `/media/files/`. Each is a one-page sample whose title is the title the
 * pages link it by; the CMS writes the file (cms/server/documents.ts) and
 * states its real size on the pages. All figures are sample figures.
 * @module
 */
import type { PdfBlock } from '../server/pdf-writer';

export interface SampleDocument {
  title: string;
  subtitle: string;
  dateIso: string;
  accent: readonly [number, number, number];
  blocks: readonly PdfBlock[];
}

const SAMPLE_NOTE =
  'Sample document for the Masthead reference site. All figures are sample figures. Immediate Media Company Ltd, Vineyard House, 44 Brook Green, London W6 7BT.';

export const DOCUMENT_FOOTER = SAMPLE_NOTE;

const GREEN: readonly [number, number, number] = [38, 70, 83];
const NAVY: readonly [number, number, number] = [20, 33, 61];
const RED: readonly [number, number, number] = [157, 2, 8];

function sustainabilityReport(year: number, energyCut: string, certified: string, wrap: string): SampleDocument {
  return {
    title: `Sustainability report ${year}`,
    subtitle: `Immediate Media · Reporting year ${year}`,
    dateIso: `${year + 1}-05-20`,
    accent: GREEN,
    blocks: [
      { heading: 'Summary' },
      {
        text: `This report sets out how Immediate Media reduced the environmental impact of its magazines, websites and offices in ${year}, and what we will do next. It covers our own operations, the paper we buy and the way our magazines reach readers.`,
      },
      { heading: `Progress in ${year}` },
      {
        rows: [
          ['Office energy use against the year before', energyCut],
          ['Paper bought that is FSC or PEFC certified', certified],
          ['Subscription titles posted without plastic wrap', wrap],
          ['Offices on renewable electricity tariffs', year >= 2023 ? '2 of 2' : '1 of 2'],
        ],
      },
      { heading: 'Our commitments' },
      {
        text: 'Net zero across our own operations by 2030; every sheet of paper we buy certified; plastic-free magazine wrapping on every subscription title; science-based targets for the emissions of our supply chain.',
      },
      { heading: 'Next steps' },
      {
        text: 'We will publish our carbon reduction plan each year, report progress against it here, and work with our printers and distributors on the emissions we do not control directly.',
      },
    ],
  };
}

export const DOCUMENTS: Record<string, SampleDocument> = {
  'media-pack-2024.pdf': {
    title: 'Immediate Media portfolio media pack 2024',
    subtitle: 'Immediate Media · Partnerships · 2024',
    dateIso: '2024-01-15',
    accent: NAVY,
    blocks: [
      { heading: 'Reach people when they are most engaged' },
      {
        text: 'Our specialist brands in food, entertainment, history, science, gardening, parenting and motoring reach audiences who come to us for expert advice and act on what they read. This pack summarises our audiences and the ways to work with us.',
      },
      { heading: 'Our audiences' },
      {
        rows: [
          ['Monthly online users', '30m'],
          ['Social followers', '9m'],
          ['Magazine readers', '5m'],
          ['Act on a recommendation from our brands', '78%'],
        ],
      },
      { heading: 'Ways to partner' },
      {
        text: 'Display and video across our websites and apps; sponsored content and recipe or product features made by our editorial studio; podcasts and newsletters; live events and awards; print advertising and inserts across our magazines.',
      },
      { heading: 'Contact' },
      { text: 'Our partnerships team builds a proposal around your objectives: see the commercial page of our website for contacts.' },
    ],
  },
  'rate-card-food-2024.pdf': {
    title: 'Rate card, food portfolio',
    subtitle: 'BBC Good Food, olive and Easy Cook · Rates from 1 January 2024',
    dateIso: '2024-01-02',
    accent: RED,
    blocks: [
      { heading: 'Print' },
      {
        rows: [
          ['Full page, BBC Good Food magazine', '£14,500'],
          ['Double page spread, BBC Good Food magazine', '£27,000'],
          ['Full page, olive magazine', '£6,800'],
          ['Outside back cover, BBC Good Food magazine', '£19,000'],
        ],
      },
      { heading: 'Digital' },
      {
        rows: [
          ['Display, cost per thousand impressions', '£18'],
          ['Sponsored recipe collection, per month', '£22,000'],
          ['Newsletter takeover, per send', '£9,500'],
        ],
      },
      { heading: 'Terms' },
      {
        text: 'Rates are gross and exclude VAT. Bookings are subject to our print advertising standard terms and conditions, published on our website.',
      },
    ],
  },
  'sustainability-report-2023.pdf': sustainabilityReport(2023, '18% lower', '99.6%', 'All'),
  'sustainability-report-2022.pdf': sustainabilityReport(2022, '11% lower', '98.9%', '9 of 12'),
  'sustainability-report-2021.pdf': sustainabilityReport(2021, '7% lower', '97.2%', '4 of 12'),
  'carbon-reduction-plan-2024.pdf': {
    title: 'Carbon reduction plan 2024',
    subtitle: 'Immediate Media · Published for procurement (PPN 06/21 format)',
    dateIso: '2024-03-28',
    accent: GREEN,
    blocks: [
      { heading: 'Commitment to achieving net zero' },
      { text: 'Immediate Media is committed to achieving net zero emissions across its own operations by 2030.' },
      { heading: 'Baseline emissions (2019, tonnes CO2e)' },
      {
        rows: [
          ['Scope 1', '310'],
          ['Scope 2', '1,240'],
          ['Scope 3 (included sources)', '18,600'],
          ['Total', '20,150'],
        ],
      },
      { heading: 'Current emissions (2023, tonnes CO2e)' },
      {
        rows: [
          ['Scope 1', '190'],
          ['Scope 2', '120'],
          ['Scope 3 (included sources)', '14,900'],
          ['Total', '15,210'],
        ],
      },
      { heading: 'Reduction measures' },
      {
        text: 'Renewable electricity in both offices; lighter paper stocks and certified paper; plastic-free wrapping; fewer printed copies returned unsold; a travel policy that prefers rail.',
      },
    ],
  },
  'test.pdf': {
    title: 'Test PDF',
    subtitle: 'Internal test document',
    dateIso: '2024-01-01',
    accent: NAVY,
    blocks: [{ text: 'A one-page document used by the internal downloads test page.' }],
  },
};

/** The CSV file the internal downloads test page links ("Test spreadsheet"). */
export const SPREADSHEETS: Record<string, { title: string; rows: string[][] }> = {
  'test.csv': {
    title: 'Test spreadsheet',
    rows: [
      ['Brand', 'Category', 'Monthly online users (sample)'],
      ['BBC Good Food', 'Food', '12000000'],
      ['Radio Times', 'Entertainment', '8000000'],
      ['HistoryExtra', 'History', '2000000'],
    ],
  },
};

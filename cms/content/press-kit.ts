/**
 * The press kit at /news/press-kit/: the company and brand logos to download (SVG and PNG), a fact sheet and the
 * press office. The logos are the CMS's media (cms/content/press-kit-files.ts, served as `/media/files/…`; in
 * WordPress, attachments of the media library), so an editor replaces a logo in the CMS and the page links the
 * new file, its size stated by the CMS from the file itself. Releases' notes to editors link here (press.ts).
 * test/ops/press-kit.test.ts holds the stated pixel sizes to the files.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { def, page, paras, rich } from './build';
import { PRESS_EMAIL, PRESS_PHONE, PRESS_TEL } from './press';
import type { PageDef } from './types';

export const PRESS_KIT_PATH = '/news/press-kit/';
/** Where the CMS serves the logo files: `/media/files/press-kit-{slug}-logo.{svg,png}`. */
const PRESS_KIT_FILES = '/media/files/press-kit-';

export interface PressKitLogo {
  slug: string;
  name: string;
  /** The SVG's size in pixels; the PNG is `pngScale` times larger. */
  width: number;
  height: number;
  pngScale: number;
}

export const PRESS_KIT_LOGOS: PressKitLogo[] = [
  { slug: 'immediate-media', name: 'Immediate Media', width: 240, height: 64, pngScale: 4 },
  { slug: 'goodfood', name: 'BBC Good Food', width: 480, height: 160, pngScale: 2 },
  { slug: 'radiotimes', name: 'Radio Times', width: 480, height: 160, pngScale: 2 },
  { slug: 'olivemagazine', name: 'olive', width: 480, height: 160, pngScale: 2 },
  { slug: 'easycook', name: 'BBC Easy Cook', width: 480, height: 160, pngScale: 2 },
  {
    slug: 'gardenersworld',
    name: 'BBC Gardeners’ World Magazine',
    width: 480,
    height: 160,
    pngScale: 2,
  },
  { slug: 'historyextra', name: 'HistoryExtra', width: 480, height: 160, pngScale: 2 },
  { slug: 'topgear', name: 'Top Gear', width: 480, height: 160, pngScale: 2 },
  { slug: 'madeformums', name: 'MadeForMums', width: 480, height: 160, pngScale: 2 },
  { slug: 'youth-and-childrens', name: 'Youth & Children’s', width: 480, height: 160, pngScale: 2 },
  { slug: 'nutracheck', name: 'Nutracheck', width: 480, height: 160, pngScale: 2 },
];

/** A logo's two files, the SVG at its size and the PNG at `pngScale` times it; the CMS states their sizes in bytes. */
export function logoFiles(logo: PressKitLogo) {
  const base = `${PRESS_KIT_FILES}${logo.slug}-logo`;
  const png = `${logo.width * logo.pngScale} × ${logo.height * logo.pngScale} px`;
  return [
    { title: `${logo.name} logo, vector (${logo.width} × ${logo.height})`, href: `${base}.svg`, format: 'SVG' },
    { title: `${logo.name} logo, ${png}`, href: `${base}.png`, format: 'PNG' },
  ];
}

const [company, ...brands] = PRESS_KIT_LOGOS;

const nodes: ContentNodeInput[] = [
  {
    type: 'hero',
    variant: 'page',
    eyebrow: 'Newsroom',
    heading: 'Press kit',
    subheading: 'Logos, facts and contacts for journalists writing about Immediate Media and its brands.',
  },
  rich(
    paras(
      `For interviews, comment and images for a story, contact the press office at <a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a> or <a href="${PRESS_TEL}">${PRESS_PHONE}</a>, weekdays 9am to 6pm.`,
      'Our latest announcements are in <a href="/news/press-releases/">press releases</a>, also as an <a href="/news/press-releases/feed.xml">RSS feed of press releases</a>.',
    ),
  ),
  { type: 'downloads', heading: 'Company logo', files: logoFiles(company!) },
  { type: 'downloads', heading: 'Brand logos', files: brands.flatMap(logoFiles) },
  rich(
    '<h2>Using our logos</h2>',
    paras(
      'Use the logos as supplied, on a plain background, to illustrate coverage of Immediate Media or the brand named. Please do not recolour, stretch or combine them with other marks. The brand logos here are sample artwork for this reference site.',
    ),
  ),
  {
    type: 'table',
    caption: 'Fact sheet (sample figures)',
    head: ['About', 'Details'],
    rows: [
      ['Company', 'Immediate Media Company London Limited'],
      ['Headquarters', 'Vineyard House, 44 Brook Green, London W6 7BT'],
      ['Other office', 'Eagle House, Colston Avenue, Bristol BS1 4ST'],
      [
        'Brands',
        'BBC Good Food, Radio Times, olive, BBC Easy Cook, BBC Gardeners’ World Magazine, HistoryExtra, Top Gear, MadeForMums, Youth & Children’s, Nutracheck',
      ],
      ['Subjects', 'Food, TV, history, gardening, motoring and family life'],
      ['BBC Good Food', '17,000+ recipes online; 100+ recipes in every issue; app rated 4.8 stars'],
    ],
  },
  {
    type: 'contact-details',
    heading: 'Press contact',
    offices: [],
    contacts: [
      {
        label: 'Immediate Media press office',
        email: PRESS_EMAIL,
        phone: PRESS_PHONE,
        text: 'Interviews, images and comment, weekdays 9am to 6pm.',
      },
    ],
  },
];

export const pressKitPage: PageDef = def(
  page({
    path: PRESS_KIT_PATH,
    title: 'Press kit',
    description: 'Immediate Media’s press kit: company and brand logos in SVG and PNG, a fact sheet and the press office’s contacts.',
    breadcrumbs: [
      { title: 'News', slug: 'news' },
      { title: 'Press kit', slug: 'press-kit' },
    ],
    publishedIso: '2024-06-03',
  }),
  nodes,
);

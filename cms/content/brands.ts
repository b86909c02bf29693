/**
 * The brand pages under /our-brands/ and the brands index. Each brand page ends with what a journalist needs:
 * the brand's own news and press releases (its lists under /news/, when stories name it) with their feeds, and the
 * brand's logo files from the press kit.
 * @module
 */
import type { ContentNodeInput, ContentIconName as IconName } from '../../contract/nodes';
import { listFeedPath } from '../../contract/routing/news-lists';
import { BRAND_GRID_BRANDS, BRANDS, type BrandData } from './brand-data';
import { def, img, page, rich } from './build';
import { brandNewsPath } from './newsroom';
import { logoFiles, PRESS_KIT_LOGOS } from './press-kit';
import type { PageDef } from './types';

function brandPage(brand: BrandData, index: number): PageDef {
  const path = `/our-brands/${brand.slug}/`;
  const route = page({
    path,
    title: brand.name,
    description: brand.description,
    ogImage: `our-brands-${brand.slug}`,
    publishedIso: `2024-0${1 + (index % 6)}-1${index % 10}`,
    // Every brand page sits under Our brands, named as the menu names it.
    breadcrumbs: [
      { title: 'Our brands', slug: 'our-brands' },
      { title: brand.name, slug: brand.slug },
    ],
  });
  const links = [...(brand.website ? [{ network: 'arrow-up-right' as const, ...brand.website }] : []), ...(brand.extraLinks ?? [])];
  const main: ContentNodeInput[] = [
    {
      type: 'hero',
      variant: 'brand',
      eyebrow: brand.category,
      heading: brand.heroHeading,
      subheading: brand.heroSubheading,
      colour: brand.colour,
      image: img('hero', `brand-${brand.slug}`, `${brand.name} cover and website shown on a phone and tablet`),
      ...(brand.website ? { cta: brand.website } : {}),
    },
    { type: 'brand-facts', brand: brand.name, colour: brand.colour, facts: brand.facts, links },
    rich(brand.html),
    {
      type: 'social-links',
      heading: `Follow ${brand.name}`,
      links: brand.social.map((link) => ({ ...link, label: `${brand.name} on ${networkLabel(link.network)}` })),
    },
    {
      type: 'cta',
      heading: `Advertise with ${brand.name}`,
      text: 'Reach engaged audiences with partnerships built by our commercial team.',
      link: { label: 'Commercial opportunities', href: '/commercial/' },
      variant: 'subtle',
    },
    ...forJournalists(brand),
  ];
  return def(route, main);
}

/**
 * The brand's own news and press releases, each with its feed (lists it has stories in; the site-wide ones
 * otherwise), and its logos from the press kit.
 */
function forJournalists(brand: BrandData): ContentNodeInput[] {
  const logo = PRESS_KIT_LOGOS.find((entry) => entry.slug === brand.slug);
  const list = (path: string | null, fallback: string, own: string, other: string) => {
    const href = path ?? fallback;
    return `<a href="${href}">${path ? own : other}</a> (<a href="${listFeedPath(href)}">RSS feed</a>)`;
  };
  const links = [
    list(brandNewsPath(brand.slug), '/news/', `News about ${brand.name}`, 'All news'),
    list(brandNewsPath(brand.slug, 'press-releases'), '/news/press-releases/', `${brand.name} press releases`, 'Press releases'),
    '<a href="/news/press-kit/">Press kit</a>',
  ];
  return [
    rich(`<h2>For journalists</h2><p>${links.join(' · ')}</p>`),
    ...(logo ? [{ type: 'downloads' as const, heading: `${brand.name} logos`, files: logoFiles(logo) }] : []),
  ];
}

function networkLabel(network: IconName): string {
  const labels: Partial<Record<IconName, string>> = {
    instagram: 'Instagram',
    facebook: 'Facebook',
    x: 'X',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    pinterest: 'Pinterest',
    linkedin: 'LinkedIn',
  };
  return labels[network] ?? network;
}

const ourBrands = def(
  page({
    path: '/our-brands/',
    title: 'Our brands',
    description: 'Food, history, TV, gardening, motoring and family: meet the brands of Immediate Media.',
    publishedIso: '2023-10-02',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Our brands',
      heading: 'Brands people love, and trust',
      subheading: 'Our portfolio reaches millions of people through magazines, websites, apps, podcasts and events.',
      image: img('hero', 'our-brands', 'A spread of magazine covers from across the portfolio'),
    },
    {
      type: 'brand-grid',
      heading: 'The portfolio',
      intro: 'Each brand is led by specialist editors who know their audience inside out.',
      brands: BRAND_GRID_BRANDS,
    },
    {
      type: 'card-grid',
      heading: 'Beyond the page',
      columns: 3,
      cards: [
        {
          title: 'Licensing and international',
          text: 'Our brands are published under licence in more than 30 markets (sample figure).',
          href: '/commercial/',
          image: img('card', 'licensing', 'International editions of a food magazine'),
        },
        {
          title: 'Events',
          text: 'Live shows, festivals and masterclasses that bring our communities together.',
          href: '/commercial/',
          image: img('card', 'events', 'A cookery theatre audience at a live show'),
        },
        {
          title: 'Podcasts',
          text: 'Millions of monthly downloads across history, food and entertainment.',
          href: '/news/',
          image: img('card', 'podcasts', 'A presenter recording a podcast in a studio'),
        },
      ],
    },
  ],
);

export const brandPages: PageDef[] = [ourBrands, ...BRANDS.map(brandPage)];

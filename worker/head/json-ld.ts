/**
 * JSON-LD for every page, typed with schema-dts: Organization and WebSite on
 * the home page, BreadcrumbList where breadcrumbs exist, NewsArticle on posts,
 * JobPosting on job pages.
 * @module
 */
import type { BreadcrumbList, JobPosting, NewsArticle, Organization, WebPage, WebSite, WithContext } from 'schema-dts';
import { londonOffset } from '../../contract/london-day';
import type { Job } from '../../contract/nodes';
import type { AppState, ContentPage, SiteFrame } from '../../contract/page-state';
import { isoMoment, momentOf, parsePublishedDate } from '../../contract/published-date';

type Thing =
  | WithContext<Organization>
  | WithContext<WebSite>
  | WithContext<BreadcrumbList>
  | WithContext<NewsArticle>
  | WithContext<JobPosting>
  | WithContext<WebPage>;

function organization(site: SiteFrame): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/logo.svg`,
    sameAs: site.menus.social.map((link) => link.href),
  };
}

function breadcrumbs(page: ContentPage, site: SiteFrame): WithContext<BreadcrumbList> | null {
  const crumbs = page.route.meta.breadcrumbs;
  if (!crumbs?.length) return null;
  let path = '';
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ title: 'Home', slug: '' }, ...crumbs].map((crumb, index) => {
      path = crumb.slug ? `${path}/${crumb.slug}` : '';
      return { '@type': 'ListItem', position: index + 1, name: crumb.title, item: `${site.origin}${path}/` };
    }),
  };
}

/**
 * An article's datePublished and dateModified: the moments the CMS gives (UTC), its day's midnight from a CMS that
 * knows the day only; modified never before published (a post edited before its scheduled time).
 */
function articleDates(postData: ContentPage['route']['meta']['post_data']): { datePublished: string; dateModified: string } | null {
  const published = momentOf(postData.published, parsePublishedDate(postData.published_date));
  if (!published) return null;
  const modified = momentOf(postData.modified, null);
  const latest = modified && modified > published ? modified : published;
  return { datePublished: isoMoment(published), dateModified: isoMoment(latest) };
}

function article(page: ContentPage, site: SiteFrame): WithContext<NewsArticle> {
  const { meta } = page.route;
  const dates = articleDates(meta.post_data);
  const image = meta.tags.ogImageFb?.[0] ?? meta.tags.ogImageLinkedin?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: meta.title.slice(0, 110),
    description: meta.tags.description,
    ...dates,
    ...(image ? { image: [image.ogImage.startsWith('/') ? `${site.origin}${image.ogImage}` : image.ogImage] } : {}),
    mainEntityOfPage: `${site.origin}${meta.canonical_path ?? page.route.path}`,
    publisher: {
      '@id': `${site.origin}/#organization`,
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${site.origin}/logo.svg` },
    },
    author: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
  };
}

const CITIES: Record<string, { locality: string; postcode: string; street: string }> = {
  London: { locality: 'London', postcode: 'W6 7AP', street: 'Vineyard House, 44 Brook Green' },
  Bristol: { locality: 'Bristol', postcode: 'BS1 4ST', street: 'Eagle House, Colston Avenue' },
};

function jobPosting(job: Job, site: SiteFrame): WithContext<JobPosting> {
  const remote = job.workplace === 'Remote';
  const city = CITIES[job.location.split(/[ ,(]/)[0] ?? ''] ?? CITIES.London!;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.html,
    // The moment it was posted, or its day from a CMS that knows the day only.
    datePosted: job.posted ?? job.datePosted,
    // Open to the end of its closing day in London (the site's rule, contract/london-day.ts), in London's offset.
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59${londonOffset(job.validThrough)}` } : {}),
    employmentType: job.employmentType,
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.id },
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: `${site.origin}/`, logo: `${site.origin}/logo.svg` },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' } } : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: city.street,
        addressLocality: city.locality,
        postalCode: city.postcode,
        addressCountry: 'GB',
      },
    },
  };
}

function webPage(page: ContentPage, site: SiteFrame): WithContext<WebPage> {
  const { meta } = page.route;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: meta.title,
    description: meta.tags.description,
    url: `${site.origin}${meta.canonical_path ?? page.route.path}`,
    inLanguage: 'en-GB',
    isPartOf: { '@id': `${site.origin}/#website` },
  };
}

export function jsonLdFor(state: AppState): Thing[] {
  const { page, site } = state;
  if (page.kind !== 'content' || page.preview) return [];
  const things: Thing[] = [];
  if (page.route.path === '/') {
    things.push(organization(site), {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${site.origin}/#website`,
      name: site.name,
      url: `${site.origin}/`,
      inLanguage: 'en-GB',
      publisher: { '@id': `${site.origin}/#organization` },
    });
  }
  const job = page.slots.main?.find((node) => node.type === 'job-detail');
  if (page.route.meta.tags.ogType === 'article') things.push(article(page, site));
  else if (job?.type === 'job-detail') things.push(jobPosting(job.job, site));
  else if (page.route.path !== '/') things.push(webPage(page, site));
  const list = breadcrumbs(page, site);
  if (list) things.push(list);
  return things;
}

/**
 * Every node renderer, by type. The table is typed over every `NodeType`, so
 * a new node type without a renderer fails to compile. It reaches the page
 * through a render kit (app/render/rendered-parts.ts): the worker's from the
 * start, the client's once idle after hydration, when client navigation may
 * show any page.
 * @module
 */
import type { Renderers } from '../render/render-kit';
import { Accordion } from './accordion';
import { ArticleHeader } from './article-header';
import { Audio } from './audio';
import { BrandFacts } from './brand-facts';
import { BrandGrid } from './brand-grid';
import { CardGrid } from './card-grid';
import { Carousel } from './carousel';
import { ContactDetails } from './contact-details';
import { Cta } from './cta';
import { Downloads } from './downloads';
import { Embed } from './embed';
import { Heading } from './heading';
import { Hero } from './hero';
import { ImageBlock } from './image';
import { ImageWithText } from './image-with-text';
import { JobDetail } from './job-detail';
import { JobsList } from './jobs-list';
import { NewsFilters } from './news-filters';
import { NewsList } from './news-list';
import { Quote } from './quote';
import { RichText } from './rich-text';
import { SocialLinks } from './social-links';
import { Stats } from './stats';
import { Table } from './table';
import { Video } from './video';

export const RENDERERS: Renderers = {
  hero: Hero,
  'rich-text': RichText,
  heading: Heading,
  image: ImageBlock,
  'image-with-text': ImageWithText,
  'card-grid': CardGrid,
  'brand-grid': BrandGrid,
  'brand-facts': BrandFacts,
  stats: Stats,
  quote: Quote,
  accordion: Accordion,
  table: Table,
  cta: Cta,
  'news-list': NewsList,
  'news-filters': NewsFilters,
  'article-header': ArticleHeader,
  downloads: Downloads,
  'jobs-list': JobsList,
  'job-detail': JobDetail,
  'contact-details': ContactDetails,
  carousel: Carousel,
  'social-links': SocialLinks,
  video: Video,
  audio: Audio,
  embed: Embed,
};

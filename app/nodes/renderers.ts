/**
 * Every node renderer, by type, and those of the footer, the page top and the preview bar. Importing this module registers them
 * (node-registry.tsx): the worker and tests import it at start, the client
 * once idle after hydration, when client navigation may show any page. The
 * table is typed over every `NodeType`, so a new node type without a renderer
 * fails to compile.
 * @module
 */
import type { ComponentType } from 'react';
import type { NodeOf, NodeType } from '../../contract/nodes';
import { renderFootersWith } from '../layouts/footer-part';
import { SiteFooter } from '../layouts/site-footer';
import { PageTop } from '../pages/page-top';
import { renderPageTopsWith } from '../pages/page-top-part';
import { PreviewBar } from '../pages/preview-bar';
import { renderPreviewBarsWith } from '../pages/preview-part';
import { Accordion } from './accordion';
import { ArticleHeader } from './article-header';
import { BrandFacts } from './brand-facts';
import { BrandGrid } from './brand-grid';
import { CardGrid } from './card-grid';
import { Carousel } from './carousel';
import { ContactDetails } from './contact-details';
import { Cta } from './cta';
import { Downloads } from './downloads';
import { Heading } from './heading';
import { Hero } from './hero';
import { ImageBlock } from './image';
import { ImageWithText } from './image-with-text';
import { JobDetail } from './job-detail';
import { JobsList } from './jobs-list';
import { NewsList } from './news-list';
import { registerRenderers } from './node-registry';
import { Quote } from './quote';
import { setSlotParts } from './render-nodes';
import { RichText } from './rich-text';
import { SLOT_PARTS } from './slot-parts';
import { SocialLinks } from './social-links';
import { Stats } from './stats';
import { Table } from './table';

export type Renderers = { [T in NodeType]: ComponentType<{ node: NodeOf<T> }> };

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
  'article-header': ArticleHeader,
  downloads: Downloads,
  'jobs-list': JobsList,
  'job-detail': JobDetail,
  'contact-details': ContactDetails,
  carousel: Carousel,
  'social-links': SocialLinks,
};

registerRenderers(RENDERERS);
setSlotParts(SLOT_PARTS);
// The footer too: drawn by the worker, and on the client for a frame the document does not hold.
renderFootersWith(SiteFooter);
renderPreviewBarsWith(PreviewBar);
renderPageTopsWith(PageTop);

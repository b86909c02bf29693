/**
 * Renders a slot: each node through the renderer of its type. The table is
 * typed over every `NodeType`, so a new node type without a renderer fails to
 * compile; a node of a type the table does not know (content newer than the
 * code) is skipped with a warning, never fatal.
 * @module
 */
import type { ComponentType } from 'react';
import type { ContentNode, NodeOf, NodeType } from '../content/nodes';
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
import { LeadNodeContext } from './parts/lead';
import { Quote } from './quote';
import { RichText } from './rich-text';
import { SocialLinks } from './social-links';
import { Stats } from './stats';
import { Table } from './table';

type Renderers = { [T in NodeType]: ComponentType<{ node: NodeOf<T> }> };

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

/** Node types that render the page's `<h1>` themselves when they lead the main slot. */
export const TITLE_NODE_TYPES: ReadonlySet<string> = new Set<NodeType>(['hero', 'article-header', 'job-detail']);

function rendererFor(type: unknown): ComponentType<{ node: ContentNode }> | undefined {
  if (typeof type !== 'string' || !Object.hasOwn(RENDERERS, type)) return undefined;
  return RENDERERS[type as NodeType] as ComponentType<{ node: ContentNode }>;
}

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager image). True for the main slot. */
  lead?: boolean;
}

export function RenderNodes({ nodes, lead = true }: RenderNodesProps) {
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      {nodes.map((node, index) => {
        const Renderer = rendererFor((node as { type?: unknown } | null)?.type);
        if (!Renderer) {
          console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
          return null;
        }
        return <Renderer key={index} node={node} />;
      })}
    </LeadNodeContext.Provider>
  );
}

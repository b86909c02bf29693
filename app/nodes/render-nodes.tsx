/**
 * Renders a slot: each node through the renderer of its type. The table is
 * typed over every `NodeType`, so a new node type without a renderer fails to
 * compile; a node of a type the table does not know (content newer than the
 * code) is skipped with a warning, never fatal. A renderer that throws costs
 * only its own node (node-guard.tsx).
 * @module
 */
import type { ReactNode } from 'react';
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
import { NodeGuard, type NodeRenderer } from './node-guard';
import { imagePlan, ImagePlanContext, NO_PLAN } from './parts/image-plan';
import { LeadNodeContext } from './parts/lead';
import { OutlineContext, orphanSubheadings } from './parts/outline';
import { Quote } from './quote';
import { RichText } from './rich-text';
import { SocialLinks } from './social-links';
import { Stats } from './stats';
import { Table } from './table';

type Renderers = { [T in NodeType]: (props: { node: NodeOf<T> }) => ReactNode };

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

function rendererFor(type: unknown): NodeRenderer | undefined {
  if (typeof type !== 'string' || !Object.hasOwn(RENDERERS, type)) return undefined;
  return RENDERERS[type as NodeType] as NodeRenderer;
}

export interface RenderNodesProps {
  nodes: ContentNode[];
  /** Whether the first node leads the page (`<h1>`, eager images). True for the main slot. */
  lead?: boolean;
}

export function RenderNodes({ nodes, lead = true }: RenderNodesProps) {
  const rendered = nodes.map((node, index) => {
    const Renderer = rendererFor((node as { type?: unknown } | null)?.type);
    if (!Renderer) {
      console.warn(`RenderNodes: skipped a node of unknown type "${String((node as { type?: unknown } | null)?.type).slice(0, 64)}"`);
      return null;
    }
    // Keyed by type too: the guard calls the renderer itself, so a node of another type must remount.
    return <NodeGuard key={`${index}:${node.type}`} node={node} index={index} render={Renderer} />;
  });
  return (
    <LeadNodeContext.Provider value={lead ? (nodes[0] ?? null) : null}>
      <ImagePlanContext.Provider value={lead ? imagePlan(nodes) : NO_PLAN}>
        <OutlineContext.Provider value={orphanSubheadings(nodes, lead)}>{rendered}</OutlineContext.Provider>
      </ImagePlanContext.Provider>
    </LeadNodeContext.Provider>
  );
}

/**
 * What renders the parts of a page, passed in: a render kit is made once per
 * isolate by the worker (worker/render/renderer.ts) and once per page by the
 * client (app/client/entry.tsx, then the router for the pages it shows), and
 * handed to the app (app.tsx), which provides it to everything below.
 *
 * A part (the header, the footer, a page's top, the preview bar, an error
 * view, each content node) is either markup already drawn (by the worker,
 * once per frame or content object; on the client, adopted from the server's
 * document, so the first load carries no code for it) or rendered by its
 * component. `Part` is that choice, once, for every part.
 * @module
 */
import { type ComponentType, createContext, createElement, lazy, type ReactNode, Suspense, use } from 'react';
import type { ContentNode, NodeOf, NodeType } from '../../contract/nodes';
import type { ContentPage, ErrorPage, FrameBasics, PreviewInfo } from '../../contract/page-state';
import type { AdoptedMarkup } from './markup';

export type NodeComponent = ComponentType<{ node: ContentNode }>;
/** Every node type's renderer (app/nodes/renderers.ts): a new node type without one fails to compile. */
export type Renderers = { [T in NodeType]: ComponentType<{ node: NodeOf<T> }> };

/** The parts a page is made of, and what each is drawn from. */
export interface PartProps {
  header: { site: FrameBasics; path: string };
  footer: { site: FrameBasics; slim: boolean };
  pageTop: { page: ContentPage };
  previewBar: { preview: PreviewInfo };
  errorView: { page: ErrorPage };
}
export type PartName = keyof PartProps;

type Drawn = AdoptedMarkup | readonly AdoptedMarkup[] | null | undefined;

/** What a slot adds around its nodes once renderers run (app/nodes/slot-parts.tsx). */
export interface SlotParts {
  node(node: ContentNode, index: number, Renderer: NodeComponent): ReactNode;
  wrap(nodes: ContentNode[], lead: boolean, children: ReactNode[]): ReactNode;
}

export interface RenderKit {
  /** Markup already drawn for a part: the worker's drawn-once memos, or the client's adopted document. */
  readonly drawn: { readonly [K in PartName]?: (props: PartProps[K]) => Drawn };
  /** The components that render a part no markup is known for. */
  readonly components: { readonly [K in PartName]?: ComponentType<PartProps[K]> };
  /** The markup a content node was drawn as (drawn once per content object, or adopted): it needs no renderer. */
  readonly drawnNode: (node: object) => AdoptedMarkup | undefined;
  /** Node renderers by type: every one on the worker; on the client once loaded after hydration. */
  readonly renderers: Partial<Renderers>;
  /** The guard and contexts around a slot's nodes, where renderers run; without them adopted nodes hydrate. */
  readonly slotParts?: SlotParts;
  /** Loads the renderer of an island (a node with behaviour) that `renderers` lacks: the client's chunks. */
  readonly loadIsland?: (type: string) => Promise<NodeComponent>;
  /** How a drawn element's inner HTML is written: as is, or (the worker) as a placeholder for bytes encoded once. */
  readonly writeHtml: (markup: AdoptedMarkup) => string;
}

/** A kit that draws nothing and renders nothing: what is not passed in is not shown. */
export const EMPTY_KIT: RenderKit = {
  drawn: {},
  components: {},
  drawnNode: () => undefined,
  renderers: {},
  writeHtml: (markup) => markup.html,
};

const RenderKitContext = createContext<RenderKit>(EMPTY_KIT);

export function RenderKitProvider({ kit, children }: { kit: RenderKit; children?: ReactNode }) {
  return <RenderKitContext value={kit}>{children}</RenderKitContext>;
}

export function useRenderKit(): RenderKit {
  return use(RenderKitContext);
}

/** The element of drawn markup: the server's own, which React hydrates without looking inside. */
export function drawnElement(kit: RenderKit, markup: AdoptedMarkup, key?: number) {
  return createElement(markup.tag, { ...markup.props, key, dangerouslySetInnerHTML: { __html: kit.writeHtml(markup) } });
}

/** A part: the markup drawn for it, else its component, else nothing. */
export function Part<K extends PartName>(props: { part: K } & PartProps[K]): ReactNode {
  const kit = useRenderKit();
  const { part, ...rest } = props;
  const partProps = rest as unknown as PartProps[K];
  const drawn = (kit.drawn[part] as ((props: PartProps[K]) => Drawn) | undefined)?.(partProps);
  if (drawn) return isList(drawn) ? drawn.map((markup, index) => drawnElement(kit, markup, index)) : drawnElement(kit, drawn);
  const Component = kit.components[part] as ComponentType<PartProps[K]> | undefined;
  return Component ? createElement(Component, partProps) : null;
}

function isList(drawn: AdoptedMarkup | readonly AdoptedMarkup[]): drawn is readonly AdoptedMarkup[] {
  return Array.isArray(drawn);
}

/** The lazy renderers of islands, per kit (a kit's loader is its own). */
const lazyIslands = new WeakMap<RenderKit, Map<string, NodeComponent>>();

/**
 * An island renders inside its own Suspense boundary on the server and the client alike: the page hydrates
 * without its code, and the island hydrates once its chunk has loaded.
 */
export function Island({ node }: { node: ContentNode }) {
  const kit = useRenderKit();
  const Renderer = (kit.renderers[node.type] as NodeComponent | undefined) ?? lazyIsland(kit, node.type);
  return (
    <Suspense fallback={null}>
      <Renderer node={node} />
    </Suspense>
  );
}

function lazyIsland(kit: RenderKit, type: string): NodeComponent {
  let table = lazyIslands.get(kit);
  if (!table) {
    table = new Map();
    lazyIslands.set(kit, table);
  }
  let component = table.get(type);
  if (!component) {
    component = lazy(async () => {
      if (!kit.loadIsland) throw new Error(`no renderer for the island ${type}`);
      return { default: await kit.loadIsland(type) };
    });
    table.set(type, component);
  }
  return component;
}

/**
 * Which component draws a node. RenderNodes asks here rather than importing
 * every renderer, so the client's first load carries none: the worker and
 * tests register the whole table (renderers.ts), the client when idle after
 * hydration.
 *
 * While hydrating, a node the server already drew is adopted: its element is
 * rebuilt from the server's markup (tag, attributes, inner HTML), so it needs
 * neither a renderer nor its content in the page state. Islands, the nodes
 * with behaviour (island-types.ts), render inside their own Suspense boundary
 * on the server and the client alike: the page hydrates without their code,
 * and each island hydrates once its chunk has loaded (`loadIslandsWith`).
 * @module
 */
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import type { ContentNode } from '../../contract/nodes';
import { ISLAND_TYPES } from './island-types';

export type NodeComponent = ComponentType<{ node: ContentNode }>;

/** An element as the server drew it: its tag, its attributes as React props, its inner HTML. */
export interface AdoptedMarkup {
  tag: string;
  props: Record<string, unknown>;
  html: string;
}

const renderers = new Map<string, NodeComponent>();
const adopted = new WeakMap<object, AdoptedMarkup>();
const lazyIslands = new Map<string, NodeComponent>();
let islandLoader: ((type: string) => Promise<NodeComponent>) | undefined;

/** Registers renderers by node type, from a table typed by its owner (renderers.ts). */
export function registerRenderers(table: object): void {
  for (const [type, renderer] of Object.entries(table)) renderers.set(type, renderer as NodeComponent);
}

export function hasRenderer(type: string): boolean {
  return renderers.has(type);
}

/** Marks a node as drawn by the server: it renders as this markup. */
export function adoptMarkup(node: object, markup: AdoptedMarkup): void {
  adopted.set(node, markup);
}

/** The markup a node was drawn as earlier, if it was: it renders as that element (`adoptedElement`), with no renderer. */
export function drawnMarkupOf(node: unknown): AdoptedMarkup | undefined {
  return typeof node === 'object' && node !== null ? adopted.get(node) : undefined;
}

/** How the client loads an island's renderer that is not registered yet. */
export function loadIslandsWith(loader: (type: string) => Promise<NodeComponent>): void {
  islandLoader = loader;
}

let innerHtmlOf: ((markup: AdoptedMarkup) => string) | undefined;

/** The worker writes adopted inner HTML itself, as bytes (worker/render/html-parts.ts): React then writes what this gives. */
export function writeAdoptedWith(write: (markup: AdoptedMarkup) => string): void {
  innerHtmlOf = write;
}

/** The element of adopted markup: the server's own, which React hydrates without looking inside. */
export function adoptedElement(markup: AdoptedMarkup, key?: number) {
  return createElement(markup.tag, { ...markup.props, key, dangerouslySetInnerHTML: { __html: innerHtmlOf?.(markup) ?? markup.html } });
}

function lazyIsland(type: string): NodeComponent {
  let component = lazyIslands.get(type);
  if (!component) {
    component = lazy(async () => {
      if (!islandLoader) throw new Error(`no renderer for the island ${type}`);
      return { default: await islandLoader(type) };
    });
    lazyIslands.set(type, component);
  }
  return component;
}

function Island({ node }: { node: ContentNode }) {
  const Renderer = renderers.get(node.type) ?? lazyIsland(node.type);
  return (
    <Suspense fallback={null}>
      <Renderer node={node} />
    </Suspense>
  );
}

/** The component for a node: its adopted markup, an island, its type's renderer, or undefined (not drawn). */
export function componentFor(node: unknown): NodeComponent | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const type = (node as { type?: unknown }).type;
  if (typeof type !== 'string') return undefined;
  return ISLAND_TYPES.has(type) ? Island : renderers.get(type);
}

/**
 * Markup drawn once and written again: an element as the server drew it
 * (tag, attributes as React props, inner HTML). The worker reads it back from
 * its own render (worker/render/parse-markup.ts), the client from the
 * document (app/client/adopt-page.ts); both spell attributes as props with the
 * one table here.
 * @module
 */

/** An element as the server drew it: its tag, its attributes as React props, its inner HTML. */
export interface AdoptedMarkup {
  tag: string;
  props: Record<string, unknown>;
  html: string;
}

/**
 * HTML attribute names whose React prop is spelled differently, among those the renderers put on an outer
 * element; any other attribute keeps its name (aria-*, data-*, id, role). React does not compare attributes
 * when hydrating a production build, and an adopted element never changes, so these props are what React
 * believes the element has (as a development build checks).
 */
const PROP_NAMES: Readonly<Record<string, string>> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' };
/** Attributes React writes as `name=""` that it only writes again for `true`. */
const BOOLEAN_ATTRIBUTES: ReadonlySet<string> = new Set(['hidden', 'open', 'inert']);

/**
 * An attribute as a React prop, or null for `style` (the CSP allows no inline style, so no renderer writes one,
 * and React could not take it back as text).
 */
export function attributeProp(name: string, value: string | undefined): [string, unknown] | null {
  if (name === 'style') return null;
  return [PROP_NAMES[name] ?? name, value === undefined || BOOLEAN_ATTRIBUTES.has(name) ? true : value];
}

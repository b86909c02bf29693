/**
 * The render kit tests render with: every renderer and part component, nothing drawn beforehand, markup written
 * as text, the footer's marks pointing into this build's sprite. What the worker's kit is without its memos
 * (worker/render/renderer.ts).
 */
import { createElement } from 'react';
import { FrameHeader } from '../../app/layouts/site-header';
import { RenderNodes, type RenderNodesProps } from '../../app/nodes/render-nodes';
import { ErrorPage } from '../../app/pages/error-page';
import { EMPTY_KIT, type RenderKit, RenderKitProvider } from '../../app/render/render-kit';
import { withRenderers } from '../../app/render/rendered-parts';
import { iconSpritePath } from '../../contract/routing/build-paths';
import { build } from '../../worker/builds';

export function plainKit(overrides: Partial<RenderKit> = {}): RenderKit {
  const kit = withRenderers({ ...EMPTY_KIT, components: { header: FrameHeader, errorView: ErrorPage } }, iconSpritePath(build.id));
  return { ...kit, ...overrides };
}

/** RenderNodes inside a provider of `kit` (the plain kit unless given). */
export function NodesWith({ kit = plainKit(), ...props }: RenderNodesProps & { kit?: RenderKit }) {
  return createElement(RenderKitProvider, { kit }, createElement(RenderNodes, props));
}

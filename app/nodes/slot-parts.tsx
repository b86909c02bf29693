/**
 * What a slot adds around its nodes once renderers run: the guard that keeps
 * a throwing renderer to its own node (node-guard.tsx), and the image plan,
 * heading outline and (main slot) section ids the renderers read. None of it draws anything of its own,
 * so the client hydrates adopted nodes without it and adds it to its render
 * kit with the renderers when idle; the worker has it from the start.
 * @module
 */
import type { ReactNode } from 'react';
import type { ContentNode } from '../../contract/nodes';
import type { NodeComponent, SlotParts } from '../render/render-kit';
import { NodeGuard, type NodeRenderer } from './node-guard';
import { ImagePlanContext, imagePlan, NO_PLAN } from './parts/image-plan';
import { OutlineContext, orphanSubheadings } from './parts/outline';
import { NO_OUTLINE, SectionOutlineContext, sectionOutline } from './parts/section-outline';

export const SLOT_PARTS: SlotParts = {
  node(node: ContentNode, index: number, Renderer: NodeComponent): ReactNode {
    // Keyed by type too: the guard calls the renderer itself, so a node of another type must remount.
    return <NodeGuard key={`${index}:${node.type}`} node={node} index={index} render={Renderer as NodeRenderer} />;
  },
  wrap(nodes: ContentNode[], lead: boolean, children: ReactNode[]): ReactNode {
    return (
      <ImagePlanContext.Provider value={lead ? imagePlan(nodes) : NO_PLAN}>
        <OutlineContext.Provider value={orphanSubheadings(nodes, lead)}>
          <SectionOutlineContext.Provider value={lead ? sectionOutline(nodes) : NO_OUTLINE}>{children}</SectionOutlineContext.Provider>
        </OutlineContext.Provider>
      </ImagePlanContext.Provider>
    );
  },
};

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
import { type ImagePlan, ImagePlanContext, imagePlan, NO_PLAN } from './parts/image-plan';
import { OutlineContext, orphanSubheadings } from './parts/outline';
import { NO_OUTLINE, type SectionOutline, SectionOutlineContext, sectionOutline } from './parts/section-outline';

/** What a slot's renderers read, worked out from its nodes alone. */
interface SlotPlans {
  images: ImagePlan;
  orphans: ReadonlySet<ContentNode>;
  sections: SectionOutline;
}

function plansOf(nodes: ContentNode[], lead: boolean): SlotPlans {
  return {
    images: lead ? imagePlan(nodes) : NO_PLAN,
    orphans: orphanSubheadings(nodes, lead),
    sections: lead ? sectionOutline(nodes) : NO_OUTLINE,
  };
}

/**
 * Slot parts for one render kit. A slot's plans are kept per nodes list (and lead): a cached page hands the same
 * list to every render, and working them out again (the outline reads every heading in the rich text) cost a warm
 * render a fifth of its CPU (bench/README.md).
 */
export function slotParts(): SlotParts {
  const kept = { lead: new WeakMap<ContentNode[], SlotPlans>(), other: new WeakMap<ContentNode[], SlotPlans>() };
  const plans = (nodes: ContentNode[], lead: boolean): SlotPlans => {
    const byNodes = lead ? kept.lead : kept.other;
    let found = byNodes.get(nodes);
    if (!found) {
      found = plansOf(nodes, lead);
      byNodes.set(nodes, found);
    }
    return found;
  };
  return {
    node(node: ContentNode, index: number, Renderer: NodeComponent): ReactNode {
      // Keyed by type too: the guard calls the renderer itself, so a node of another type must remount.
      return <NodeGuard key={`${index}:${node.type}`} node={node} index={index} render={Renderer as NodeRenderer} />;
    },
    wrap(nodes: ContentNode[], lead: boolean, children: ReactNode[]): ReactNode {
      const { images, orphans, sections } = plans(nodes, lead);
      return (
        <ImagePlanContext.Provider value={images}>
          <OutlineContext.Provider value={orphans}>
            <SectionOutlineContext.Provider value={sections}>{children}</SectionOutlineContext.Provider>
          </OutlineContext.Provider>
        </ImagePlanContext.Provider>
      );
    },
  };
}

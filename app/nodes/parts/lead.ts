/**
 * Which node leads the page: the first node of the main slot. A hero,
 * article header or job detail that leads renders the page's `<h1>` and an
 * eager image; anywhere else it steps down to `<h2>` and lazy loading.
 * @module
 */
import { createContext, useContext } from 'react';
import type { ContentNode } from '../../../contract/nodes';

export const LeadNodeContext = createContext<ContentNode | null>(null);

export function useIsLead(node: ContentNode): boolean {
  return useContext(LeadNodeContext) === node;
}

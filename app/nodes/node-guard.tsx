/**
 * One node's renderer, guarded: a renderer that throws leaves the rest of the
 * page rendered, and the failure is logged with the node's type.
 *
 * Error boundaries do not run in server rendering, so the guard calls the
 * renderer itself inside try/catch. That works the same in renderToString,
 * renderToReadableStream and the browser, so server HTML and hydration agree
 * (both leave the node out). On the client a boundary around it also catches
 * what the renderer's own children throw later (an update, a nested part).
 * @module
 */
import { Component, type ReactNode } from 'react';
import type { ContentNode } from '../../contract/nodes';

export type NodeRenderer = (props: { node: ContentNode }) => ReactNode;

export function reportNodeFailure(type: string, index: number, error: unknown): void {
  console.error(`[masthead] node "${type}" (#${index}) failed to render and was left out:`, error);
}

interface NodeGuardProps {
  node: ContentNode;
  index: number;
  render: NodeRenderer;
}

function GuardedNode({ node, index, render }: NodeGuardProps): ReactNode {
  try {
    return render({ node });
  } catch (error) {
    reportNodeFailure(node.type, index, error);
    return null;
  }
}

export class NodeGuard extends Component<NodeGuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportNodeFailure(this.props.node.type, this.props.index, error);
  }

  override componentDidUpdate(previous: NodeGuardProps): void {
    // New content for this place: try again.
    if (this.state.failed && previous.node !== this.props.node) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : <GuardedNode {...this.props} />;
  }
}

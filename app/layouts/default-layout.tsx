/**
 * The default layout: skip link, header with the primary navigation, the
 * page in `<main>`, the full footer, and the page's address for print.
 * @module
 */
import type { ReactNode } from 'react';
import { MAIN_ID } from '../../contract/dom-ids';
import type { FrameBasics } from '../../contract/page-state';
import { Part } from '../render/render-kit';

export interface LayoutProps {
  site: FrameBasics;
  /** The path the navigation marks its current section by (nav-state.ts). */
  path: string;
  /** The page's own path, printed under it (an article's is not its section's); `path` when not given. */
  address?: string;
  children: ReactNode;
}

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      Skip to content
    </a>
  );
}

export function DefaultLayout({ site, path, address = path, children }: LayoutProps) {
  return (
    <div className="site site--default">
      <SkipLink />
      <Part part="header" site={site} path={path} />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Part part="footer" site={site} slim={false} />
      {/* On paper only: whose page it is and where it lives. */}
      <p className="print-address">
        {site.name} · {site.origin}
        {address}
      </p>
    </div>
  );
}

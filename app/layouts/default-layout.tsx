/**
 * The default layout: skip link, header with the primary navigation, the
 * page in `<main>`, and the full footer.
 * @module
 */
import type { ReactNode } from 'react';
import { MAIN_ID } from '../../contract/dom-ids';
import type { FrameBasics } from '../../contract/page-state';
import { Part } from '../render/render-kit';

export interface LayoutProps {
  site: FrameBasics;
  path: string;
  children: ReactNode;
}

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      Skip to content
    </a>
  );
}

export function DefaultLayout({ site, path, children }: LayoutProps) {
  return (
    <div className="site site--default">
      <SkipLink />
      <Part part="header" site={site} path={path} />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Part part="footer" site={site} slim={false} />
    </div>
  );
}

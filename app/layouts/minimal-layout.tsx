/**
 * The minimal layout: a slim header with the wordmark only, the page, and a
 * slim footer with the legal links.
 * @module
 */

import { MAIN_ID } from '../../contract/dom-ids';
import { Part } from '../render/render-kit';
import { type LayoutProps, SkipLink } from './default-layout';
import { Logo } from './logo';

export function MinimalLayout({ site, children }: LayoutProps) {
  return (
    <div className="site site--minimal">
      <SkipLink />
      <header className="site-header site-header--slim">
        <div className="container site-header__bar">
          <Logo name={site.name} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Part part="footer" site={site} slim />
    </div>
  );
}

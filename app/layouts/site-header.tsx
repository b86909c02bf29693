/**
 * The site header: wordmark, primary navigation and the search form. Below 900px the
 * navigation folds behind a menu button once the page is hydrated; before
 * that (or without script) it stays visible as a scrollable row. The markup
 * depends only on the frame and the current section, so the worker draws it
 * once per frame and section (worker/render/header-memo.ts).
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { SITE_NAV_ID } from '../../contract/dom-ids';
import { isExternal, linkHref } from '../../contract/link-safety';
import type { MenuLink } from '../../contract/route';
import { Icon } from '../icons/icon';
import { browser, type Focusable } from '../nodes/parts/browser';
import type { PartProps } from '../render/render-kit';
import { SiteSearch } from '../search/site-search';
import { Logo } from './logo';
import { isCurrentSection } from './nav-state';

export interface SiteHeaderProps {
  name: string;
  path: string;
  links: MenuLink[];
}

export function SiteHeader({ name, path, links }: SiteHeaderProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => setEnhanced(true), []);
  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: { key: string }) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      (buttonRef.current as unknown as Focusable | null)?.focus();
    };
    const { document } = browser();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header" data-enhanced={enhanced ? '' : undefined} data-open={open ? '' : undefined}>
      <div className="container site-header__bar">
        <Logo name={name} />
        {/* No menu (a frame the CMS never gave): no toggle for an empty list. */}
        {links.length > 0 ? (
          <>
            <button
              ref={buttonRef}
              type="button"
              className="menu-button"
              aria-expanded={open}
              aria-controls={SITE_NAV_ID}
              hidden={!enhanced}
              onClick={() => setOpen((value) => !value)}
            >
              <Icon name={open ? 'close' : 'menu'} size={22} />
              <span>Menu</span>
            </button>
            <nav id={SITE_NAV_ID} className="site-nav" aria-label="Main">
              <ul className="site-nav__list" role="list">
                {links.map((link) => {
                  const current = isCurrentSection(link.href, path);
                  return (
                    <li key={link.href} className="site-nav__item">
                      <a
                        href={linkHref(link.href)}
                        className="site-nav__link"
                        aria-current={current ? 'page' : undefined}
                        rel={isExternal(link.href) ? 'noopener' : undefined}
                      >
                        {link.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        ) : null}
        <SiteSearch />
      </div>
    </header>
  );
}

/** The header as a page part (render-kit.tsx `Part`): drawn from the frame's basics, so the client can always render it. */
export function FrameHeader({ site, path }: PartProps['header']) {
  return <SiteHeader name={site.name} path={path} links={site.menus.header} />;
}

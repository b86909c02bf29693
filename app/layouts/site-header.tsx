/**
 * The site header: wordmark, primary navigation and the search form. Once the page is hydrated the header is
 * sticky and one row high (two below 900 px, where the search has a row of its own), whatever the menu: the items
 * that fit stand in the row and the rest move behind the menu button ("More", or "Menu" when none fit), measured
 * on a hidden copy of the items (menu-fit.ts). The rows' heights are fixed in CSS (tokens.css, --header-height),
 * so the page's scroll padding keeps focus clear of the header without measuring it. Before hydration (or
 * without script) the header scrolls with the page and every item shows, the row wrapping as it needs.
 * The markup depends only on the frame and the current section, so the worker draws it once per frame and
 * section (worker/render/header-memo.ts).
 * @module
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SITE_MENU_ID, SITE_NAV_ID } from '../../contract/dom-ids';
import { isExternal, linkHref } from '../../contract/link-safety';
import type { MenuLink } from '../../contract/route';
import { Icon } from '../icons/icon';
import { browser, type Focusable } from '../nodes/parts/browser';
import type { PartProps } from '../render/render-kit';
import { SiteSearch } from '../search/site-search';
import { Logo } from './logo';
import { type MeasureParts, measuredFit } from './menu-fit';
import { isCurrentSection } from './nav-state';

export interface SiteHeaderProps {
  name: string;
  path: string;
  links: MenuLink[];
}

interface Contains {
  contains(node: unknown): boolean;
}

function MenuItem({ link, path }: { link: MenuLink; path: string }) {
  return (
    <a
      href={linkHref(link.href)}
      className="site-nav__link"
      aria-current={isCurrentSection(link.href, path) ? 'page' : undefined}
      rel={isExternal(link.href) ? 'noopener' : undefined}
    >
      {link.label}
    </a>
  );
}

export function SiteHeader({ name, path, links }: SiteHeaderProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  /** How many leading items stand in the row; the rest are behind the button. */
  const [fit, setFit] = useState(links.length);

  useEffect(() => setEnhanced(true), []);
  // Measured before the first enhanced paint, and again whenever the row's width or the items' widths change.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const copy = copyRef.current;
    if (!enhanced || !nav || !copy) return;
    const { ResizeObserver, getComputedStyle } = browser();
    const parts = { nav, copy } as unknown as Omit<MeasureParts, 'gap'>;
    const measure = () => setFit(measuredFit({ ...parts, gap: Number.parseFloat(getComputedStyle(copy).columnGap) || 0 }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [enhanced]);
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

  const folded = links.slice(fit);
  return (
    <header className="site-header" data-enhanced={enhanced ? '' : undefined} data-open={open ? '' : undefined}>
      <div className="container site-header__bar">
        <Logo name={name} />
        {/* No menu (a frame the CMS never gave): no navigation, no button. */}
        {links.length > 0 ? (
          <nav
            id={SITE_NAV_ID}
            ref={navRef}
            className="site-nav"
            aria-label="Main"
            // Focus moving on past the menu closes it, so the open list never covers what focus reaches next.
            onBlur={(event) => {
              const nav = event.currentTarget as unknown as Contains;
              if (open && event.relatedTarget && !nav.contains(event.relatedTarget)) setOpen(false);
            }}
          >
            <ul className="site-nav__list" role="list">
              {links.map((link, index) => (
                <li key={link.href} className="site-nav__item" hidden={index >= fit}>
                  <MenuItem link={link} path={path} />
                </li>
              ))}
            </ul>
            {enhanced ? (
              <>
                <button
                  ref={buttonRef}
                  type="button"
                  className="menu-button"
                  aria-expanded={open}
                  aria-controls={SITE_MENU_ID}
                  hidden={folded.length === 0}
                  onClick={() => setOpen((value) => !value)}
                >
                  <Icon name={open ? 'close' : 'menu'} size={22} />
                  <span>{fit === 0 ? 'Menu' : 'More'}</span>
                </button>
                <ul id={SITE_MENU_ID} className="site-nav__menu" role="list" hidden={!open || folded.length === 0}>
                  {folded.map((link) => (
                    <li key={link.href} className="site-nav__item">
                      <MenuItem link={link} path={path} />
                    </li>
                  ))}
                </ul>
                {/* What menu-fit.ts measures: every item and the button as the row would draw them, never shown. */}
                <div className="site-nav__copy" aria-hidden="true">
                  <div ref={copyRef} className="site-nav__copy-row">
                    {links.map((link) => (
                      <span key={link.href} className="site-nav__link">
                        {link.label}
                      </span>
                    ))}
                    <span className="menu-button">
                      <Icon name="menu" size={22} />
                      <span>More</span>
                    </span>
                  </div>
                </div>
              </>
            ) : null}
          </nav>
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

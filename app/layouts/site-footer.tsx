/**
 * The site footer: link groups, social channels, legal links, the company's
 * legal line and copyright. `slim` keeps only the legal part.
 * @module
 */

import { isExternal, linkHref } from '../../contract/link-safety';
import type { SiteFrame } from '../../contract/page-state';
import { isIconName } from '../icons/load-icon';
import { SpriteIcon } from '../icons/sprite-icon';
import { socialLinkText } from '../nodes/parts/network-name';
import { Logo } from './logo';

function relFor(href: string): string | undefined {
  return isExternal(href) ? 'noopener' : undefined;
}

function LegalBar({ site }: { site: SiteFrame }) {
  return (
    <div className="site-footer__legal">
      {site.menus.legal.length > 0 ? (
        <nav aria-label="Legal" className="legal-nav">
          <ul className="legal-nav__list" role="list">
            {site.menus.legal.map((link) => (
              <li key={link.href}>
                <a href={linkHref(link.href)} rel={relFor(link.href)} className="legal-nav__link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="site-footer__small">
        {site.settings.legalLine ? <p className="site-footer__legal-line">{site.settings.legalLine}</p> : null}
        <p className="site-footer__copyright">
          © {site.year} {site.name}
        </p>
      </div>
    </div>
  );
}

/** `iconSprite`: the build's icon sprite (iconSpritePath): the channels' marks sit beside their names, below the fold. */
export function SiteFooter({ site, slim = false, iconSprite }: { site: SiteFrame; slim?: boolean; iconSprite: string }) {
  if (slim) {
    return (
      <footer className="site-footer site-footer--slim">
        <div className="container">
          <LegalBar site={site} />
        </div>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Logo name={site.name} tone="light" />
            {site.settings.tagline ? <p className="site-footer__tagline">{site.settings.tagline}</p> : null}
            {site.menus.social.length > 0 ? (
              <ul className="social-row" role="list" aria-label="Follow us">
                {site.menus.social.map((link) => {
                  const { text, ariaLabel } = socialLinkText(link.network, link.label);
                  return (
                    <li key={link.href}>
                      <a
                        href={linkHref(link.href)}
                        rel={relFor(link.href)}
                        className="social-chip social-chip--dark"
                        aria-label={ariaLabel}
                      >
                        {isIconName(link.network) ? <SpriteIcon sprite={iconSprite} name={link.network} size={18} /> : null}
                        <span>{text}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          {site.menus.footer.length > 0 ? (
            <nav className="site-footer__nav" aria-label="Footer">
              {site.menus.footer.map((group) => (
                <div key={group.heading} className="footer-group">
                  <h2 className="footer-group__heading">{group.heading}</h2>
                  <ul className="footer-group__list" role="list">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={linkHref(link.href)} rel={relFor(link.href)} className="footer-group__link">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>
        <LegalBar site={site} />
      </div>
    </footer>
  );
}

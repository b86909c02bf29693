/**
 * Hero: the opening panel of a page. Variants: `home` (deep ink panel),
 * `page` (soft panel) and `brand` (brand colour band drawn in SVG).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { BrandBand, BrandSwatch } from './parts/brand-tile';
import { ButtonLink } from './parts/button-link';
import { useIsLead } from './parts/lead';
import { DISPLAY_WIDTH, Picture } from './parts/picture';

export function Hero({ node }: { node: NodeOf<'hero'> }) {
  const id = useId();
  const lead = useIsLead(node);
  const Heading = lead ? 'h1' : 'h2';
  const variant = node.variant ?? 'page';
  const brandColour = variant === 'brand' ? node.colour : undefined;
  return (
    <section className={`hero hero--${variant}${node.image ? ' hero--with-image' : ''}`} aria-labelledby={id}>
      {brandColour ? <BrandBand colour={brandColour} className="hero__band" /> : null}
      <div className="hero__body">
        {node.eyebrow ? (
          <p className="eyebrow hero__eyebrow">
            {brandColour ? <BrandSwatch colour={brandColour} /> : null}
            {node.eyebrow}
          </p>
        ) : null}
        <Heading id={id} className="hero__title">
          {node.heading}
        </Heading>
        {node.subheading ? <p className="hero__subheading">{node.subheading}</p> : null}
        {node.cta ? (
          <div className="hero__actions">
            <ButtonLink link={node.cta} variant={variant === 'home' ? 'accent' : 'primary'} />
          </div>
        ) : null}
      </div>
      {node.image ? (
        <div className="hero__media">
          <Picture image={node.image} displayWidth={DISPLAY_WIDTH.half} />
        </div>
      ) : variant === 'home' ? (
        <HeroArt />
      ) : null}
    </section>
  );
}

/** Decorative artwork for a home hero without a photograph. */
function HeroArt() {
  return (
    <div className="hero__art" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative art; its container is aria-hidden. */}
      <svg viewBox="0 0 400 320" focusable="false">
        <rect x="40" y="30" width="150" height="200" rx="14" className="hero__art-sheet hero__art-sheet--1" />
        <rect x="120" y="70" width="150" height="200" rx="14" className="hero__art-sheet hero__art-sheet--2" />
        <rect x="200" y="110" width="150" height="180" rx="14" className="hero__art-sheet hero__art-sheet--3" />
        <rect x="222" y="136" width="86" height="10" rx="5" className="hero__art-line" />
        <rect x="222" y="158" width="106" height="6" rx="3" className="hero__art-line hero__art-line--soft" />
        <rect x="222" y="174" width="96" height="6" rx="3" className="hero__art-line hero__art-line--soft" />
        <rect x="222" y="190" width="70" height="6" rx="3" className="hero__art-line hero__art-line--soft" />
        <circle cx="330" cy="60" r="26" className="hero__art-dot" />
      </svg>
    </div>
  );
}

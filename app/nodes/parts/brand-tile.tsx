/**
 * Brand colour without inline styles: the Content-Security-Policy forbids
 * `style` attributes, so brand colours from the CMS are drawn as SVG
 * presentation attributes (`fill`), which the CSP allows.
 * @module
 */

const FONT_STACK = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A CMS colour, or the fallback when it is not a plain hex colour. */
export function brandColour(colour: string | undefined, fallback = '#0f1f3a'): string {
  return colour && HEX.test(colour) ? colour : fallback;
}

export interface BrandTileProps {
  name: string;
  colour: string;
  textColour: string;
  className?: string;
}

/** A brand-coloured tile with the brand name as a wordmark (decorative: the name is also real text nearby). */
export function BrandTile({ name, colour, textColour, className }: BrandTileProps) {
  const width = 320;
  const height = 168;
  // Long names shrink so the wordmark fits inside 28px of padding: bold sans
  // glyphs average 0.6em (Arial, Segoe UI, SF) to 0.69em (DejaVu), so 0.68 is safe.
  const available = width - 56;
  const fontSize = Math.max(14, Math.min(36, Math.floor(available / Math.max(name.length * 0.68, 1))));
  return (
    <svg
      className={className ?? 'brand-tile'}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={width} height={height} fill={brandColour(colour)} />
      <circle cx={width - 18} cy={height + 30} r={96} fill={brandColour(textColour, '#ffffff')} fillOpacity={0.08} />
      <circle cx={width - 40} cy={-40} r={70} fill={brandColour(textColour, '#ffffff')} fillOpacity={0.06} />
      <text
        x={28}
        y={height / 2}
        dominantBaseline="central"
        fill={brandColour(textColour, '#ffffff')}
        fontFamily={FONT_STACK}
        fontSize={fontSize}
        fontWeight={800}
        letterSpacing={-0.5}
      >
        {name}
      </text>
    </svg>
  );
}

/** A thin band of brand colour, stretched to its container's width. */
export function BrandBand({ colour, className }: { colour: string; className?: string }) {
  return (
    <svg className={className ?? 'brand-band'} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="100" height="1" fill={brandColour(colour)} />
    </svg>
  );
}

/** A small square swatch of brand colour. */
export function BrandSwatch({ colour, className }: { colour: string; className?: string }) {
  return (
    <svg className={className ?? 'brand-swatch'} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect width="16" height="16" rx="4" fill={brandColour(colour)} />
    </svg>
  );
}

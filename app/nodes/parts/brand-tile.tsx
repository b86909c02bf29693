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

/** Wordmark size: the same for every brand (a long name wraps, it never shrinks). */
const WORDMARK_SIZE = 28;
const LINE_HEIGHT = 1.12;
/** Bold sans glyphs average 0.6em (Arial, Liberation, SF) to 0.69em (DejaVu); 0.66 with 28px of padding each side fits them. */
const GLYPH_EM = 0.66;

/** The name broken into lines at spaces, greedily, so that each line fits `maxChars` where it can. */
function wordmarkLines(name: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A brand-coloured tile with the brand name as a wordmark (decorative: the name is also real text nearby). */
export function BrandTile({ name, colour, textColour, className }: BrandTileProps) {
  const width = 320;
  const height = 168;
  const lines = wordmarkLines(name, Math.floor((width - 56) / (WORDMARK_SIZE * GLYPH_EM)));
  // The block of lines is centred vertically, where a narrow (cropped) tile still shows it.
  const firstY = height / 2 - ((lines.length - 1) * WORDMARK_SIZE * LINE_HEIGHT) / 2;
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
        y={firstY}
        dominantBaseline="central"
        fill={brandColour(textColour, '#ffffff')}
        fontFamily={FONT_STACK}
        fontSize={WORDMARK_SIZE}
        fontWeight={800}
        letterSpacing={-0.5}
      >
        {lines.map((line, index) => (
          <tspan key={index} x={28} dy={index === 0 ? 0 : WORDMARK_SIZE * LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
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

/**
 * What a keyboard user sees of the focused element: its focus ring, found in
 * the computed styles of the element and its ::before/::after (an outline, or
 * a box-shadow ring, at least 2 px), where that ring is drawn, whether an
 * ancestor's overflow clips it, and its contrast against what lies behind it.
 * Runs in the page (`page.evaluate(focusRingReport)`): self-contained.
 */

export interface FocusRingReport {
  /** Tag, id, classes and text of the focused element, for messages. */
  element: string;
  /** A key that identifies the element across Tab presses. */
  key: string;
  /** Why no visible ring was found; empty when one was. */
  problems: string[];
}

export function focusRingReport(): FocusRingReport | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;

  type Rgba = { r: number; g: number; b: number; a: number };
  type Box = { left: number; top: number; right: number; bottom: number };

  const parseColour = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map((part) => (part.endsWith('%') ? Number.parseFloat(part) / 100 : Number(part)));
    return { r: parts[0]!, g: parts[1]!, b: parts[2]!, a: parts[3] ?? 1 };
  };
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const over = (top: Rgba, under: Rgba): Rgba => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  /** The colour behind a point inside `start`: its background and its ancestors', composited. */
  const backgroundOf = (start: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = start; node; node = node.parentElement) {
      const colour = parseColour(getComputedStyle(node).backgroundColor);
      if (colour && colour.a > 0) {
        layers.push(colour);
        if (colour.a >= 1) break;
      }
    }
    return layers.reverse().reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 } as Rgba);
  };
  const paddingBox = (node: Element): Box => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      left: rect.left + Number.parseFloat(style.borderLeftWidth),
      top: rect.top + Number.parseFloat(style.borderTopWidth),
      right: rect.right - Number.parseFloat(style.borderRightWidth),
      bottom: rect.bottom - Number.parseFloat(style.borderBottomWidth),
    };
  };
  /** The box a pseudo-element is drawn in: positioned ones from their resolved offsets within the containing block. */
  const pseudoBox = (style: CSSStyleDeclaration): Box => {
    if (style.position !== 'absolute' && style.position !== 'fixed') {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }
    let block: Element | null = element;
    while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
    const base = block ? paddingBox(block) : { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const left = base.left + Number.parseFloat(style.left);
    const top = base.top + Number.parseFloat(style.top);
    return { left, top, right: left + Number.parseFloat(style.width), bottom: top + Number.parseFloat(style.height) };
  };

  interface Ring {
    where: string;
    colour: Rgba;
    /** Outer edge of the ring. */
    outer: Box;
    /** Inside the box it surrounds (negative offset): the box's own background lies behind it. */
    inset: boolean;
    /** The first ancestor whose overflow can clip it: the element for a pseudo-element, else its parent. */
    clipFrom: Element | null;
  }
  const rings: Ring[] = [];
  const grow = (box: Box, by: number): Box => ({
    left: box.left - by,
    top: box.top - by,
    right: box.right + by,
    bottom: box.bottom + by,
  });
  const elementRect = element.getBoundingClientRect();
  const elementBox: Box = { left: elementRect.left, top: elementRect.top, right: elementRect.right, bottom: elementRect.bottom };
  for (const pseudo of [null, '::before', '::after'] as const) {
    const style = getComputedStyle(element, pseudo);
    if (pseudo && (style.content === 'none' || style.content === 'normal' || style.display === 'none')) continue;
    const box = pseudo ? pseudoBox(style) : elementBox;
    const where = pseudo ?? 'element';
    const width = Number.parseFloat(style.outlineWidth);
    const colour = parseColour(style.outlineColor);
    if (style.outlineStyle !== 'none' && width >= 2 && colour && colour.a > 0) {
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      rings.push({
        where: `${where} outline`,
        colour,
        outer: grow(box, offset + width),
        inset: offset + width <= 0,
        clipFrom: pseudo ? element : element.parentElement,
      });
    }
    // A box-shadow ring: "0 0 0 3px colour" (spread without blur).
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colourText = /rgba?\([^)]+\)/.exec(shadow)?.[0] ?? '';
      const numbers = shadow
        .replace(colourText, '')
        .trim()
        .split(/\s+/)
        .filter((part) => /^-?[\d.]+px$/.test(part))
        .map(Number.parseFloat);
      const [x = 0, y = 0, blur = 0, spread = 0] = numbers;
      const shadowColour = parseColour(colourText);
      if (shadow.includes('inset') || x !== 0 || y !== 0 || blur > 0 || spread < 2 || !shadowColour || shadowColour.a === 0) continue;
      rings.push({
        where: `${where} box-shadow`,
        colour: shadowColour,
        outer: grow(box, spread),
        inset: false,
        clipFrom: element.parentElement,
      });
    }
  }

  const describe = () => {
    const text = (element.innerText || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${text}"`;
  };
  const all = [...document.querySelectorAll('a[href], button, [tabindex], summary, input, select, textarea')];
  const key = `${element.tagName}:${all.indexOf(element)}:${element.getAttribute('href') ?? ''}`;

  if (rings.length === 0)
    return { element: describe(), key, problems: ['no outline or ring of 2px or more on the element or its ::before/::after'] };

  const problems: string[] = [];
  for (const ring of rings) {
    const issues: string[] = [];
    // Every ancestor that clips overflow must hold the ring's outer edge (0.5px for subpixel rounding).
    for (let node = ring.clipFrom; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const clip = paddingBox(node);
      const cut =
        (clipsX && (ring.outer.left < clip.left - 0.5 || ring.outer.right > clip.right + 0.5)) ||
        (clipsY && (ring.outer.top < clip.top - 0.5 || ring.outer.bottom > clip.bottom + 0.5));
      if (cut) {
        const name = `${node.tagName.toLowerCase()}${typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/)[0]}` : ''}`;
        issues.push(`clipped by ${name} (overflow ${style.overflowX}/${style.overflowY})`);
        break;
      }
    }
    if (ring.outer.right <= 0 || ring.outer.bottom <= 0 || ring.outer.left >= innerWidth || ring.outer.top >= innerHeight)
      issues.push('off screen');
    const behind = backgroundOf(ring.inset ? element : element.parentElement);
    const ratio = contrast(over(ring.colour, behind), behind);
    if (ratio < 3) issues.push(`contrast ${ratio.toFixed(2)}:1 against its background`);
    if (issues.length === 0) return { element: describe(), key, problems: [] };
    problems.push(`${ring.where}: ${issues.join(', ')}`);
  }
  return { element: describe(), key, problems };
}

/**
 * An icon from the set, drawn in `currentColor` on a 24×24 grid.
 *
 * The markup is loaded on demand (see `load-icon.ts`). When it is already
 * loaded the SVG is rendered complete, so the server (which preloads every
 * icon) and the hydrating client (which preloads the icons named by the
 * `data-icon` attributes of the server HTML) produce the same markup. When it
 * is not, an empty SVG of the same size keeps the layout still while the icon
 * loads, and the markup is filled in afterwards. No inline styles (CSP).
 * @module
 */
import { useEffect, useState } from 'react';
import type { IconName } from '../../contract/icon-names';
import { getLoadedIcon, loadIcon } from './load-icon';

export interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

export function Icon({ name, size = 20, title, className }: IconProps) {
  // Markup that arrived after the first render, remembered with its name so a
  // change of `name` never shows the previous icon.
  const [late, setLate] = useState<{ name: IconName; markup: string } | null>(null);
  const markup = getLoadedIcon(name) ?? (late?.name === name ? late.markup : undefined);

  useEffect(() => {
    if (markup !== undefined) return;
    let current = true;
    loadIcon(name).then(
      (loaded) => {
        if (current) setLate({ name, markup: loaded });
      },
      () => {
        // Leave the empty SVG in place; the next mount retries the load.
      },
    );
    return () => {
      current = false;
    };
  }, [name, markup]);

  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };

  return (
    // No xmlns (an inline SVG in HTML is in the SVG namespace already) and no focusable (old IE and Edge only).
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      data-icon={name}
      className={className ? `icon ${className}` : 'icon'}
      {...label}
      dangerouslySetInnerHTML={markup === undefined ? undefined : { __html: markup }}
    />
  );
}

/**
 * A decorative icon drawn from the build's sprite (icon-sprite.ts): the page
 * carries a reference, not the paths, and the client needs no icon module to
 * render it. For icons beside their own words, below the fold, where a first
 * visit may see them a moment after the text.
 * @module
 */
import type { IconName } from '../../contract/icon-names';

export function SpriteIcon({ sprite, name, size = 20 }: { sprite: string; name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className="icon" aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

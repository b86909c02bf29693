/**
 * The heading block of a content section: an optional `<h2>`, intro text and
 * a trailing action link ("View all").
 * @module
 */
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  id?: string;
  heading?: string;
  intro?: string;
  action?: ReactNode;
}

export function SectionHeader({ id, heading, intro, action }: SectionHeaderProps) {
  if (!heading && !intro && !action) return null;
  return (
    <div className="section-header">
      <div className="section-header__text">
        {heading ? (
          <h2 id={id} className="section-header__title">
            {heading}
          </h2>
        ) : null}
        {intro ? <p className="section-header__intro">{intro}</p> : null}
      </div>
      {action ? <div className="section-header__action">{action}</div> : null}
    </div>
  );
}

/**
 * Heading level of the items of a section (cards, brands, slides, offices,
 * jobs, news): one level under the section's own heading, or `h2` when the
 * section has none, so the outline never skips a level after the page's h1.
 * @module
 */
export type ItemHeading = 'h2' | 'h3';

export function itemHeading(sectionHeading: string | undefined): ItemHeading {
  return sectionHeading ? 'h3' : 'h2';
}

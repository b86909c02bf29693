/**
 * The press office, and what every article ends with: a media contact and
 * notes to editors, as journalists expect at the foot of a release.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';

export const PRESS_EMAIL = 'press@immediate.example';
export const PRESS_PHONE = '+44 20 7946 0000';
/** The same number as a `tel:` address. */
export const PRESS_TEL = 'tel:+442079460000';

/** The media contact and the notes to editors that close an article. */
export function articleEnding(): ContentNodeInput[] {
  return [
    {
      type: 'contact-details',
      heading: 'Media contact',
      offices: [],
      contacts: [
        {
          label: 'Immediate Media press office',
          email: PRESS_EMAIL,
          phone: PRESS_PHONE,
          text: 'Interviews, images and comment, weekdays 9am to 6pm.',
        },
      ],
    },
    {
      type: 'rich-text',
      html:
        '<h2>Notes to editors</h2>' +
        '<p>Immediate Media is a UK publisher of special interest brands in food, TV, history, gardening, motoring and family life, including BBC Good Food, Radio Times, HistoryExtra and Top Gear. Its brands reach millions of people every month in print, online, in app and at live events. (Sample content.)</p>' +
        '<p>Images for this story are available from the press office; logos and a fact sheet are in our <a href="/news/press-kit/">press kit</a>. Audience figures are the publisher’s own unless stated.</p>',
    },
  ];
}

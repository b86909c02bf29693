/**
 * Drafts the preview route shows (`/preview?preview_id=…`): a new post, a new
 * page and an unpublished revision of an existing article.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { awardArticles } from './articles-awards';
import { dateText, img, paras, rich, section, ul } from './build';
import type { DraftDef } from './types';

const ORIGINAL = awardArticles.find((entry) => entry.route.path === '/goodfood-wins-magazine-of-the-year/');
if (!ORIGINAL) throw new Error('Draft 1003 needs the Good Food award article');

const REVISED_TITLE = 'BBC Good Food crowned Magazine of the Year for a second time';

/** The published article's slots with the revised title in its header. */
function revisedSlots(): Record<string, ContentNodeInput[]> {
  const slots = structuredClone(ORIGINAL!.slots);
  slots.main = (slots.main ?? []).map((node) => (node.type === 'article-header' ? { ...node, title: REVISED_TITLE } : node));
  return slots;
}

export const drafts: DraftDef[] = [
  {
    id: '1001',
    post_type: 'post',
    title: 'Immediate Media launches BBC Good Food Festival in Bristol',
    slots: {
      main: [
        {
          type: 'article-header',
          title: 'Immediate Media launches BBC Good Food Festival in Bristol',
          date: dateText('2024-08-06'),
          category: 'Press release',
          standfirst: 'A three-day festival of cooking, tasting and talks comes to the harbourside next summer. (Draft: embargoed.)',
          image: img('article', 'draft-good-food-festival', 'Crowds at a food festival by a harbour'),
        },
        rich(
          paras(
            'BBC Good Food will host its first festival in Bristol next summer, with live cookery theatres, producers’ markets and talks from the Good Food team.',
          ),
          section('What to expect', ul('Three stages of live cooking.', 'More than 150 independent producers.', 'Family cookery classes.')),
          paras('Tickets go on sale in the spring. [Editor’s note: confirm dates with the events team before publishing.]'),
        ),
      ],
      aside: [{ type: 'cta', heading: 'Register for ticket news', link: { label: 'Contact us', href: '/contact/' }, variant: 'subtle' }],
    },
  },
  {
    id: '1002',
    post_type: 'page',
    title: 'Accessibility statement',
    slots: {
      main: [
        { type: 'hero', variant: 'page', heading: 'Accessibility statement', subheading: 'Draft for review by the digital team.' },
        rich(
          section(
            'Our commitment',
            'We want everyone to be able to use this website. We aim to meet the Web Content Accessibility Guidelines version 2.2 at level AA.',
          ),
          section(
            'Known issues',
            ul('Some older PDF reports are not fully accessible.', 'Some embedded videos do not yet have audio description.'),
          ),
          section(
            'Contact us',
            '<p>If you find a problem, email <a href="mailto:accessibility@immediate.example">accessibility@immediate.example</a>.</p>',
          ),
        ),
      ],
    },
  },
  {
    id: '1003',
    post_type: 'post',
    title: REVISED_TITLE,
    published_path: ORIGINAL.route.path,
    slots: revisedSlots(),
  },
];

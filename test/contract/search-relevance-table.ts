/**
 * The relevance table (issue 58): queries a reader types and the result each must return first, with what the
 * result must say it is. Held against every back end by test/contract/search-relevance.test.ts (the reference CMS
 * and WordPress's MariaDB FULLTEXT, on the imported sample pack) and test/cms/search-relevance.test.ts (the
 * reference CMS in the unit suite). Titles, not paths: a role's address differs between the back ends.
 * @module
 */
import type { SearchType } from '../../contract/search-rank';

export interface RelevanceCase {
  query: string;
  title: string;
  type: SearchType;
}

export const RELEVANCE: readonly RelevanceCase[] = [
  // People named in the text: the release naming them, not the lists that repeat its summary.
  { query: 'Ruth Ashdown', title: 'New editor for BBC Gardeners’ World Magazine', type: 'press-release' },
  // A phrase from a story's text: the story, not "Company news".
  { query: '"150 tonnes"', title: 'Every subscription magazine now posted plastic-free', type: 'news' },
  { query: '150 tonnes', title: 'Every subscription magazine now posted plastic-free', type: 'news' },
  // A brand's name: its page first.
  { query: 'Radio Times', title: 'Radio Times', type: 'brand' },
  { query: 'BBC Good Food', title: 'BBC Good Food', type: 'brand' },
  { query: 'olive', title: 'olive', type: 'brand' },
  { query: 'HistoryExtra', title: 'HistoryExtra', type: 'brand' },
  { query: 'Top Gear', title: 'Top Gear', type: 'brand' },
  { query: 'MadeForMums', title: 'MadeForMums', type: 'brand' },
  { query: 'Nutracheck', title: 'Nutracheck', type: 'brand' },
  { query: 'Gardeners World', title: 'BBC Gardeners’ World Magazine', type: 'brand' },
  { query: 'Easy Cook', title: 'BBC Easy Cook', type: 'brand' },
  // Words of a story's title.
  { query: 'Magazine of the Year', title: 'BBC Good Food wins Magazine of the Year', type: 'press-release' },
  { query: 'best factual podcast', title: 'HistoryExtra podcast named Best Factual Podcast', type: 'press-release' },
  { query: 'Chief Digital Officer', title: 'Immediate Media appoints Chief Digital Officer', type: 'press-release' },
  { query: 'Harvest Lane', title: 'BBC Good Food partners with Harvest Lane supermarkets', type: 'press-release' },
  { query: 'Streamline', title: 'Radio Times and Streamline join forces on personalised TV guide', type: 'press-release' },
  { query: 'Wayfarer Travel', title: 'HistoryExtra launches history tours with Wayfarer Travel', type: 'news' },
  { query: '100 million downloads', title: 'HistoryExtra podcast passes 100 million downloads', type: 'press-release' },
  { query: '500th episode', title: 'BBC Good Food podcast celebrates its 500th episode', type: 'news' },
  { query: 'Little Gardeners', title: 'BBC Gardeners’ World Magazine launches Little Gardeners for children', type: 'press-release' },
  { query: 'Weekend Kitchen', title: 'olive launches Weekend Kitchen bookazine series', type: 'news' },
  { query: 'screen time', title: 'Parents feel guilty about screen time, MadeForMums survey finds', type: 'news' },
  { query: 'Christmas viewing', title: 'Radio Times survey: the nation’s Christmas viewing habits', type: 'press-release' },
  { query: 'electric cars', title: 'Top Gear survey: what drivers really think about electric cars', type: 'news' },
  { query: 'passion economy', title: 'Immediate unveils “passion economy” research at Imagine', type: 'news' },
  { query: 'Northbrook Foods', title: 'Case study: Northbrook Foods and BBC Good Food', type: 'news' },
  { query: 'Kettle & Crumb', title: 'Case study: Kettle & Crumb and olive', type: 'news' },
  { query: 'future of specialist media', title: 'Long read: the future of specialist media', type: 'news' },
  // Pages by their name; a listing by its own name.
  { query: 'modern slavery', title: 'Modern slavery and human trafficking statement', type: 'page' },
  { query: 'gender pay gap', title: 'Gender pay gap report', type: 'page' },
  { query: 'safeguarding', title: 'Safeguarding policy', type: 'page' },
  { query: 'press kit', title: 'Press kit', type: 'page' },
  { query: 'press releases', title: 'Press releases', type: 'page' },
  { query: 'security disclosure', title: 'Security disclosure policy', type: 'page' },
  // Roles by their title.
  { query: 'account manager', title: 'Account Manager, Motoring', type: 'job' },
  { query: 'marketing intern', title: 'Marketing Intern, Events', type: 'job' },
];

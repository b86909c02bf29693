/**
 * Articles: surveys, circulation results and company news. All figures and
 * people are sample content.
 * @module
 */
import { article, ol, paras, section, ul } from './build';
import type { PageDef } from './types';

export const insightArticles: PageDef[] = [
  article({
    slug: 'good-food-survey-reveals-how-britain-cooks',
    title: 'BBC Good Food survey reveals how Britain cooks in 2024',
    standfirst: 'Batch cooking, air fryers and “fakeaways” top the list as households look for value without compromising on flavour.',
    publishedIso: '2024-01-30',
    category: 'Press release',
    imageAlt: 'Containers of batch-cooked meals on a kitchen counter',
    html:
      paras(
        'BBC Good Food’s annual survey of 5,000 UK adults (sample) shows that home cooking is on the rise, with two thirds of respondents cooking from scratch more often than a year ago.',
      ) +
      section(
        'Key findings',
        ul(
          '<strong>64%</strong> batch cook at least once a week.',
          '<strong>48%</strong> now own an air fryer, up from 31% last year.',
          '<strong>57%</strong> have recreated a takeaway at home to save money.',
          '<strong>1 in 3</strong> are growing their own herbs or vegetables.',
        ),
      ) +
      section(
        'What it means for brands',
        'Shoppers are still willing to spend on ingredients that make a meal feel special. Our commercial team can share the full findings with partners: see our <a href="/commercial/">commercial page</a>.',
      ) +
      paras(
        'The survey also found that people are more adventurous than ever: nearly half have tried a new cuisine at home in the past year, and Korean and Middle Eastern dishes were the most searched on bbcgoodfood.com (sample findings).',
      ),
    quote: {
      quote: 'People are cooking cleverer, not cheaper. They want food that feels like a treat and a recipe that does not waste a thing.',
      attribution: 'Anna Whitcombe',
      role: 'Editor, BBC Good Food (sample)',
    },
  }),
  article({
    slug: 'madeformums-survey-screen-time',
    title: 'Parents feel guilty about screen time, MadeForMums survey finds',
    standfirst:
      'Four in five parents worry about how much time their children spend on screens, but most say screens help them get through the day.',
    publishedIso: '2024-04-09',
    category: 'News',
    imageAlt: 'A parent and toddler reading a picture book together on a sofa',
    html:
      paras(
        'A MadeForMums survey of 2,000 parents of under-tens (sample) reveals the daily tension between screen time limits and the realities of family life.',
      ) +
      section(
        'Findings',
        ul(
          '81% worry their children spend too long on screens.',
          '69% say screens help them cook dinner or work from home.',
          'Only 22% have a set daily limit that they stick to.',
          'Reading together remains the favourite screen-free activity.',
        ),
      ) +
      paras('MadeForMums has published expert-checked guidance on screen time for every age, written with a paediatric adviser.') +
      paras(
        'Many parents said they felt judged, by other parents and by themselves, and wanted practical ideas rather than rules.',
        'Read more about <a href="/our-brands/madeformums/">MadeForMums</a>.',
      ),
  }),
  article({
    slug: 'radio-times-survey-christmas-viewing',
    title: 'Radio Times survey: the nation’s Christmas viewing habits',
    standfirst: 'The Christmas Day film is back on top, and one in four households now watch something together on Boxing Day morning.',
    publishedIso: '2023-12-12',
    category: 'Press release',
    imageAlt: 'A family watching television together on Christmas Day',
    html:
      paras(
        'Ahead of the Radio Times Christmas double issue, a survey of 3,000 readers (sample) reveals how Britain plans its festive viewing.',
      ) +
      section(
        'Highlights',
        ul(
          '72% will watch a film together on Christmas Day.',
          '58% still plan their viewing with a printed guide.',
          '44% will watch a Christmas special of a sitcom.',
          '25% watch something together on Boxing Day morning.',
        ),
      ) +
      paras('The Christmas double issue is on sale now, with two weeks of listings across every channel and streaming service.') +
      paras(
        'Sport is also a growing part of the festive schedule, with nearly a third planning to watch football on Boxing Day.',
        'Read more about <a href="/our-brands/radiotimes/">Radio Times</a>.',
      ),
  }),
  article({
    slug: 'top-gear-survey-drivers-and-electric-cars',
    title: 'Top Gear survey: what drivers really think about electric cars',
    standfirst: 'Charging worries are fading, but price is still the biggest barrier to switching.',
    publishedIso: '2024-07-23',
    category: 'News',
    imageAlt: 'An electric car charging at a roadside charger',
    html:
      paras('Top Gear surveyed 4,000 drivers (sample) to find out how attitudes to electric cars have changed over the past two years.') +
      section(
        'What we found',
        ul(
          'Purchase price is the top barrier for 61% of drivers.',
          'Only 29% now cite range anxiety, down from 47% two years ago.',
          '38% say their next car will be electric or hybrid.',
          'Drivers who have tried an electric car are twice as likely to buy one.',
        ),
      ) +
      paras(
        'The survey also asked about charging at home: drivers with off-street parking were three times more likely to consider an electric car than those without.',
        'Top Gear’s buying guides compare running costs, range and charging speeds for every electric car on sale in the UK.',
      ) +
      paras('Read more in the new <a href="/top-gear-launches-electric-quarterly/">Top Gear Electric</a> quarterly.'),
  }),
  article({
    slug: 'immediate-brands-lead-abc-results',
    title: 'Immediate brands lead the latest circulation results',
    standfirst: 'BBC Good Food, Radio Times and BBC Gardeners’ World Magazine remain among the best-selling paid-for titles in the UK.',
    publishedIso: '2024-02-15',
    category: 'Press release',
    imageAlt: 'Immediate magazines on the shelf of a newsagent',
    html:
      paras(
        'The latest audited circulation figures for July to December 2023 confirm Immediate titles as leaders in their markets. All figures below are sample figures.',
      ) +
      section(
        'Headline results',
        ul(
          'BBC Good Food: best-selling food magazine, with subscriptions up 4% year on year.',
          'Radio Times: best-selling weekly listings magazine, with the Christmas issue selling more than a million copies.',
          'BBC Gardeners’ World Magazine: best-selling gardening title for the 20th consecutive period.',
          'BBC History Magazine: digital editions up 11%.',
        ),
      ) +
      section(
        'Subscriptions keep growing',
        'Subscriptions now account for more than half of our print sales, and digital subscriptions are growing fastest. See <a href="/digital-subscriptions-pass-half-a-million/">our digital subscriptions milestone</a>.',
      ) +
      paras(
        'Our portfolio’s combined print and digital circulation was broadly stable year on year, outperforming the wider consumer magazine market.',
      ),
  }),
  article({
    slug: 'radio-times-christmas-issue-best-seller',
    title: 'Radio Times Christmas issue is the year’s best-selling magazine',
    standfirst: 'The Christmas double issue sold more than a million copies for the fourth year running.',
    publishedIso: '2024-01-16',
    category: 'News',
    imageAlt: 'The Radio Times Christmas double issue cover on a kitchen table',
    html:
      paras(
        'The Radio Times Christmas double issue was once again the best-selling single issue of any UK magazine in 2023, according to sales data (sample).',
        'The issue carried two weeks of listings, 60 pages of reviews and interviews, and a specially commissioned illustrated cover.',
      ) +
      section(
        'Behind the issue',
        'The team begins planning the Christmas issue in the summer, and the cover artwork is commissioned more than six months ahead. Read about <a href="/our-brands/radiotimes/">Radio Times</a>.',
      ) +
      paras(
        'Sales were strongest in the week before Christmas, with supermarkets reporting that the issue was often bought alongside the festive food shop.',
      ),
  }),
  article({
    slug: 'digital-subscriptions-pass-half-a-million',
    title: 'Digital subscriptions pass half a million',
    standfirst: 'Apps and digital editions across our brands now have more than 500,000 paying subscribers (sample figure).',
    publishedIso: '2024-06-27',
    category: 'News',
    imageAlt: 'A tablet showing digital editions of several magazines',
    html:
      paras(
        'Digital subscriptions across Immediate’s brands have passed 500,000 for the first time, driven by the BBC Good Food app, Nutracheck and digital editions of our magazines.',
      ) +
      section(
        'Where the growth came from',
        ul(
          'BBC Good Food app subscriptions doubled year on year.',
          'Nutracheck memberships grew by 18%.',
          'HistoryExtra membership passed 50,000.',
        ),
      ) +
      paras('Subscription revenue is now our fastest-growing revenue stream.') +
      paras(
        'Retention has also improved: more than eight in ten app subscribers renew after their first year.',
        'Our product teams are now bringing the same subscription features to more of our brands. See our <a href="/jobs/">current vacancies</a> in technology and product.',
      ),
  }),
  article({
    slug: 'immediate-acquires-nutracheck',
    title: 'Immediate Media acquires Nutracheck',
    standfirst: 'The calorie and nutrient tracking app joins our food and health portfolio.',
    publishedIso: '2023-11-07',
    category: 'Press release',
    imageAlt: 'The Nutracheck app showing a food diary',
    html:
      paras(
        'Immediate Media has agreed to acquire Nutracheck, the UK calorie and nutrient tracking app. The terms of the deal were not disclosed (sample announcement).',
        'Nutracheck’s food database covers more than 350,000 UK foods, and its members will gain access to recipes from BBC Good Food.',
        'The Nutracheck team will remain in its current offices and join our food division, working closely with the BBC Good Food product and editorial teams.',
      ) +
      section(
        'Why Nutracheck?',
        ul(
          'A loyal subscriber base that complements our food audiences.',
          'A UK-specific food database built over two decades.',
          'Opportunities to bring health features to BBC Good Food.',
        ),
      ) +
      paras('Find out more on our <a href="/our-brands/nutracheck/">Nutracheck page</a>.'),
  }),
  article({
    slug: 'immediate-switches-to-plastic-free-wrapping',
    title: 'Every subscription magazine now posted plastic-free',
    standfirst:
      'We have replaced plastic wrapping on every subscription title, saving an estimated 150 tonnes of plastic a year (sample figure).',
    publishedIso: '2024-03-26',
    category: 'News',
    imageAlt: 'Magazines in paper wrappers on a doormat',
    html:
      paras(
        'All subscription copies of our magazines are now posted in paper wrappers or with no wrapper at all, completing a programme that began with BBC Gardeners’ World Magazine.',
        'Paper wrappers are made from certified paper and can go in household recycling.',
      ) +
      paras(
        'Where a magazine carries a gift or a supplement, we have redesigned packaging so that it can be posted safely in a paper wrapper.',
        'Readers responded positively: complaints about damaged copies fell during the switch, and reader surveys show strong support for the change (sample findings).',
      ) +
      paras('Read more in our <a href="/immediate-sustainability-reports/">sustainability reports</a>.'),
  }),
  article({
    slug: 'immediate-unveils-passion-economy-research',
    title: 'Immediate unveils “passion economy” research at Imagine',
    standfirst: 'People spend three times more on their passions than on other discretionary categories, our new study finds.',
    publishedIso: '2024-03-07',
    category: 'News',
    imageAlt: 'A presenter showing research charts to an audience',
    html:
      paras(
        'At this year’s <a href="/imagine/">Imagine</a> showcase, our insight team presented new research into how people spend on the things they love, based on a survey of 6,000 adults and a shopping diary study (sample).',
      ) +
      paras(
        'The study followed people with a strong interest in food, gardening, history, motoring or family life, and compared what they spent on those interests with the rest of their discretionary budget over six months.',
      ) +
      section(
        'Three findings for advertisers',
        ol(
          'Passion spending holds up in tough times: it is the last thing people cut.',
          'Trusted recommendations drive purchase: 78% have bought something recommended by a specialist brand.',
          'Context beats tracking: readers are more receptive to adverts that fit the subject they are reading about.',
        ),
      ) +
      paras(
        'The full report is available to partners from our commercial team. Read our <a href="/company-povs-advertising/premium/">point of view on premium media</a>.',
      ),
  }),
];

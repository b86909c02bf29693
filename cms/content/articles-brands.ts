/**
 * Articles: partnerships, podcast milestones and magazine launches. Partner
 * companies and people are invented.
 * @module
 */
import { article, paras, section, ul } from './build';
import type { PageDef } from './types';

export const brandArticles: PageDef[] = [
  article({
    slug: 'bbc-good-food-partners-with-harvest-lane',
    title: 'BBC Good Food partners with Harvest Lane supermarkets',
    standfirst: 'Shoppable recipes from BBC Good Food will appear in the Harvest Lane app, with ingredients added to a basket in one tap.',
    publishedIso: '2023-12-19',
    category: 'Press release',
    imageAlt: 'A phone showing a shoppable recipe next to a basket of vegetables',
    html:
      paras(
        'BBC Good Food and the fictional grocer Harvest Lane have agreed a two-year partnership to bring shoppable recipes to Harvest Lane’s app and website from January.',
        'Customers will be able to browse a curated selection of BBC Good Food recipes, adjust servings, and add every ingredient to their basket in one tap.',
      ) +
      section(
        'What the partnership includes',
        ul(
          'A rotating collection of 500 recipes, refreshed every month.',
          'Seasonal campaigns developed by the Good Food test kitchen.',
          'Joint research into how households plan their weekly shop.',
        ),
      ) +
      paras(
        'The partnership was developed by our commercial team. Find out more about <a href="/commercial/">working with our brands</a>.',
      ),
    quote: {
      quote:
        'Our readers tell us the hardest part of cooking is deciding what to make. Now the decision and the shopping happen in the same place.',
      attribution: 'Lena Fairbrother',
      role: 'Publishing Director, BBC Good Food (sample)',
    },
  }),
  article({
    slug: 'radio-times-partners-with-streamline',
    title: 'Radio Times and Streamline join forces on personalised TV guide',
    standfirst: 'Radio Times listings and reviews will power the programme guide of the fictional Streamline TV platform.',
    publishedIso: '2024-02-01',
    category: 'Press release',
    imageAlt: 'A television showing a programme guide with Radio Times recommendations',
    html:
      paras(
        'Radio Times has signed a multi-year agreement with the fictional connected-TV platform Streamline to provide listings, critics’ picks and reviews inside its programme guide.',
        'Viewers will see Radio Times recommendations alongside shows from broadcast channels and streaming services, with a weekly “Pick of the Week” curated by the magazine’s critics.',
      ) +
      section(
        'Why it matters',
        'Choice has never been greater, and viewers increasingly struggle to find something to watch. Radio Times has helped Britain choose for a century; the partnership brings that expertise to the screen itself.',
      ) +
      paras('Find out more about <a href="/our-brands/radiotimes/">Radio Times</a>.'),
  }),
  article({
    slug: 'historyextra-partners-with-wayfarer-travel',
    title: 'HistoryExtra launches history tours with Wayfarer Travel',
    standfirst: 'Readers can join historians on guided tours of battlefields, castles and ancient sites, starting this autumn.',
    publishedIso: '2024-05-09',
    category: 'News',
    imageAlt: 'A tour group listening to a historian at a ruined castle',
    html:
      paras(
        'HistoryExtra has partnered with the fictional tour operator Wayfarer Travel to launch a programme of small-group history tours led by regular contributors to BBC History Magazine.',
      ) +
      section(
        'The first season',
        ul(
          'Hadrian’s Wall, with a Roman military historian.',
          'The Normandy beaches, with a Second World War specialist.',
          'Medieval York, with a historian of the Wars of the Roses.',
          'Pompeii and Herculaneum, with a classicist.',
        ),
      ) +
      paras(
        'Tours are limited to 24 guests and include evening talks and a signed book. Subscribers to the magazine get priority booking.',
      ) +
      paras(
        'Each tour has been designed with the contributor who leads it, and itineraries include sites that are not usually open to the public.',
        'Bookings open to subscribers first, followed by HistoryExtra newsletter readers and then the general public. Read more about <a href="/our-brands/historyextra/">HistoryExtra</a>.',
      ),
  }),
  article({
    slug: 'historyextra-podcast-reaches-100-million-downloads',
    title: 'HistoryExtra podcast passes 100 million downloads',
    standfirst: 'The podcast from BBC History Magazine has reached a landmark figure, seven years after its first daily episode.',
    publishedIso: '2024-03-05',
    category: 'Press release',
    imageAlt: 'A podcast microphone with headphones on a stack of history books',
    html:
      paras(
        'The HistoryExtra podcast has passed 100 million downloads, making it one of the most popular history podcasts in the UK (sample figure).',
        'Listening has grown fastest among under-35s, who now make up nearly half of the audience.',
      ) +
      section(
        'The most downloaded episodes',
        ul(
          'The Tudors in ten objects.',
          'Everything you wanted to know about the Romans.',
          'The real story of the Great Escape.',
          'Medieval medicine: the good, the bad and the leeches.',
        ),
      ) +
      section(
        'What’s next',
        'The team is adding video versions of its most popular series and a members’ feed with ad-free episodes and extended interviews. Read more about <a href="/our-brands/historyextra/">HistoryExtra</a>.',
      ),
    quote: {
      quote: 'History is full of the best stories ever told. We simply ask the people who know them best to tell them.',
      attribution: 'Imogen Tallis',
      role: 'Podcast Editor, HistoryExtra (sample)',
    },
  }),
  article({
    slug: 'good-food-podcast-celebrates-500th-episode',
    title: 'BBC Good Food podcast celebrates its 500th episode',
    standfirst: 'A live recording in Bristol marked the milestone, with listeners cooking along at home.',
    publishedIso: '2024-07-11',
    category: 'News',
    imageAlt: 'Presenters recording a podcast in front of a live audience',
    html:
      paras(
        'The BBC Good Food podcast has released its 500th episode, recorded in front of an audience of listeners in Bristol.',
        'Over 500 episodes the podcast has welcomed chefs, farmers, food scientists and home cooks, and answered more than 2,000 listener questions (sample figure).',
      ) +
      section(
        'Listener favourites',
        ul('The great roast potato debate.', 'Batch cooking for beginners.', 'What really happens in a test kitchen.'),
      ) +
      paras('New episodes are released every Thursday.') +
      paras(
        'The live episode featured a cook-off between two of the magazine’s food editors, judged by members of the audience, and a surprise appearance from the test kitchen manager.',
        'Read more about <a href="/our-brands/goodfood/">BBC Good Food</a>.',
      ),
    aside: [
      {
        type: 'social-links',
        heading: 'Listen now',
        links: [
          {
            network: 'apple-podcasts',
            href: 'https://podcasts.apple.com/gb/podcast/bbc-good-food-podcast/id0000000001',
            label: 'BBC Good Food podcast on Apple Podcasts',
          },
          { network: 'spotify', href: 'https://open.spotify.com/show/sample-goodfood', label: 'BBC Good Food podcast on Spotify' },
        ],
      },
    ],
  }),
  article({
    slug: 'radio-times-launches-watch-this-podcast',
    title: 'Radio Times launches Watch This podcast',
    standfirst: 'A weekly guide to the best of television, from the critics who watch everything.',
    publishedIso: '2023-12-05',
    category: 'News',
    imageAlt: 'Two critics recording a podcast in front of a wall of screens',
    html:
      paras(
        'Radio Times has launched Watch This, a weekly podcast in which the magazine’s critics pick the shows worth your time and interview the people who make them.',
        'The first episode, a Christmas viewing special, is available now on all major podcast platforms.',
      ) +
      section(
        'Each episode includes',
        ul('The week’s five best new shows.', 'An interview with a writer, actor or showrunner.', 'A hidden gem from the archive.'),
      ) +
      paras(
        'Watch This is presented by two of the magazine’s senior critics and produced by the Immediate audio team, which also makes the HistoryExtra and BBC Good Food podcasts.',
        'Listeners can send questions for the critics by email, and the best will be answered in a monthly mailbag episode. Find out more about <a href="/our-brands/radiotimes/">Radio Times</a>.',
      ),
  }),
  article({
    slug: 'top-gear-launches-electric-quarterly',
    title: 'Top Gear launches Top Gear Electric quarterly',
    standfirst: 'A new print edition dedicated to electric motoring goes on sale this month.',
    publishedIso: '2024-06-20',
    category: 'Press release',
    imageAlt: 'The first cover of Top Gear Electric on a newsstand',
    html:
      paras(
        'Top Gear has launched Top Gear Electric, a quarterly magazine for drivers who have made, or are thinking about making, the switch to electric.',
        'The first issue includes a range test of the twelve best-selling electric cars, a guide to home charging and a road trip from London to Edinburgh without a single motorway services queue.',
      ) +
      section(
        'Why now?',
        'Electric car coverage is the fastest-growing section of topgear.com, and readers told us they wanted a print title they could keep. Read more about <a href="/our-brands/topgear/">Top Gear</a>.',
      ) +
      paras(
        'Top Gear Electric is available from newsagents and supermarkets and as part of a Top Gear subscription, with a digital edition in the Top Gear app.',
      ),
  }),
  article({
    slug: 'gardeners-world-launches-little-gardeners',
    title: 'BBC Gardeners’ World Magazine launches Little Gardeners for children',
    standfirst: 'A new magazine helps children aged five to ten grow, make and discover in the garden.',
    publishedIso: '2024-02-20',
    category: 'Press release',
    imageAlt: 'Children planting seeds in a raised bed',
    html:
      paras(
        'BBC Gardeners’ World Magazine and our Youth &amp; Children’s team have launched Little Gardeners, a bi-monthly magazine that brings the joy of growing to children.',
        'Every issue comes with a packet of easy-to-grow seeds, a step-by-step project and a nature-spotting poster.',
        'The launch issue includes a sunflower-growing race, a bug hotel to build and a guide to the garden birds children are most likely to spot.',
      ) +
      section(
        'Developed with teachers',
        'The magazine was developed with primary school teachers and supports the science curriculum. Read more about <a href="/our-brands/youth-and-childrens/">our children’s titles</a>.',
      ) +
      paras('Little Gardeners is available from supermarkets and by subscription, with a discount for schools buying class sets.'),
  }),
  article({
    slug: 'olive-launches-weekend-kitchen',
    title: 'olive launches Weekend Kitchen bookazine series',
    standfirst: 'Four collector’s editions a year for cooks who like to take their time.',
    publishedIso: '2024-04-04',
    category: 'News',
    imageAlt: 'A slow-cooked stew on a rustic table beside the olive Weekend Kitchen cover',
    html:
      paras(
        'olive has launched Weekend Kitchen, a series of collector’s editions celebrating slow cooking, baking projects and long lunches.',
        'The first edition, on bread and fermentation, includes 80 recipes from olive’s cookery team and guest bakers.',
        'The series is edited by olive’s food director and photographed on location with producers, bakers and restaurants around the UK.',
      ) +
      section('Coming up', ul('Summer: cooking over fire.', 'Autumn: preserving and pickling.', 'Winter: feasts for a crowd.')) +
      paras('Each edition is designed to be kept, with a stitched binding, heavier paper and recipes organised by season.') +
      paras('Find out more about <a href="/our-brands/olivemagazine/">olive</a>.'),
  }),
];

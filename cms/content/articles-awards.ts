/**
 * Articles: awards and executive appointments. All people are invented.
 * @module
 */
import { article, paras, section, ul } from './build';
import type { PageDef } from './types';

export const awardArticles: PageDef[] = [
  article({
    slug: 'goodfood-wins-magazine-of-the-year',
    title: 'BBC Good Food wins Magazine of the Year',
    standfirst:
      'The UK’s favourite food brand took the top prize at this year’s magazine industry awards, alongside wins for its app and its podcast.',
    publishedIso: '2024-05-16',
    category: 'Press release',
    imageAlt: 'The BBC Good Food team on stage collecting the Magazine of the Year award',
    html:
      paras(
        'BBC Good Food has been named Magazine of the Year at the annual magazine industry awards in London, with judges praising its “relentless focus on what readers actually cook”.',
        'The brand also collected Best Consumer App for the BBC Good Food app, rated 4.8 stars by users, and was highly commended in the Podcast of the Year category.',
      ) +
      section(
        'A record year for the brand',
        ul(
          'More than 17,000 triple-tested recipes online, with 100+ new recipes in every issue of the magazine.',
          'Print sales up year on year for the third consecutive reporting period.',
          'A redesigned app with meal planning, shopping lists and offline saving.',
        ),
      ) +
      section(
        'What the judges said',
        'The judging panel highlighted the magazine’s budget cooking series, launched at the height of the cost-of-living crisis, and the way the team turned reader questions into new recipes within weeks. Read more about the brand on our <a href="/our-brands/goodfood/">BBC Good Food page</a>.',
      ),
    quote: {
      quote:
        'This award belongs to our readers as much as to us. Every recipe is tested three times because they trust us with their dinner.',
      attribution: 'Anna Whitcombe',
      role: 'Editor, BBC Good Food (sample)',
    },
  }),
  article({
    slug: 'historyextra-podcast-named-best-factual-podcast',
    title: 'HistoryExtra podcast named Best Factual Podcast',
    standfirst: 'The podcast from the makers of BBC History Magazine was recognised for its breadth, rigour and storytelling.',
    publishedIso: '2024-06-06',
    category: 'Press release',
    imageAlt: 'A presenter interviewing a historian in a recording studio',
    html:
      paras(
        'The HistoryExtra podcast has won Best Factual Podcast at the national audio awards, beating shortlisted shows from broadcasters and independent producers.',
        'Released five times a week, the podcast brings listeners conversations with leading historians on everything from ancient Egypt to the Cold War.',
      ) +
      section(
        'Episodes the judges picked out',
        ul(
          'A six-part series on the women codebreakers of the Second World War.',
          'An interview on the real history behind a hit period drama.',
          'Listener questions answered live at our summer history weekend.',
        ),
      ) +
      paras(
        'Judges described the show as “a masterclass in making expertise accessible”, singling out the way presenters let guests tell their stories at length without losing the listener.',
      ) +
      paras(
        'The award follows the podcast passing 100 million downloads earlier this year. Find out more about <a href="/our-brands/historyextra/">HistoryExtra</a>.',
      ),
    aside: [
      {
        type: 'social-links',
        heading: 'Listen to HistoryExtra',
        links: [
          {
            network: 'apple-podcasts',
            href: 'https://podcasts.apple.com/gb/podcast/historyextra-podcast/id0000000002',
            label: 'HistoryExtra on Apple Podcasts',
          },
          { network: 'spotify', href: 'https://open.spotify.com/show/sample-historyextra', label: 'HistoryExtra on Spotify' },
          { network: 'youtube', href: 'https://www.youtube.com/@historyextra', label: 'HistoryExtra on YouTube' },
        ],
      },
    ],
  }),
  article({
    slug: 'immediate-wins-best-use-of-data',
    title: 'Immediate Media wins Best Use of Data at the digital publishing awards',
    standfirst:
      'Our audience data platform, built in-house, was recognised for helping advertisers reach the right people without third-party cookies.',
    publishedIso: '2024-03-21',
    category: 'News',
    imageAlt: 'Members of the data team in front of an audience dashboard',
    html:
      paras(
        'Immediate Media has won Best Use of Data at the digital publishing awards for its first-party audience platform, which now powers the majority of the company’s targeted advertising.',
        'The platform combines consented reader data with contextual signals from more than a million pages of content.',
      ) +
      section(
        'Why it matters',
        'As browsers phase out third-party cookies, advertisers need new ways to find engaged audiences. Campaigns using our segments achieved click-through rates 40% higher than the open-web benchmark (sample figure).',
      ) +
      paras('Read our <a href="/company-povs-advertising/cookies/">point of view on the end of third-party cookies</a>.') +
      paras(
        'The platform was built by a small team of engineers and analysts in Bristol over eighteen months, and it now handles several billion events a month (sample figure). Consent rates across our sites have risen since we simplified the way we ask for it.',
      ),
    quote: {
      quote: 'We built this platform on consent and context. It proves that privacy and performance are not opposites.',
      attribution: 'Dev Raghunathan',
      role: 'Director of Data (sample)',
    },
  }),
  article({
    slug: 'immediate-named-best-media-employer',
    title: 'Immediate named Best Media Employer',
    standfirst:
      'Our hybrid working model, learning programmes and colleague-led networks helped us to the top workplace award in our industry.',
    publishedIso: '2024-04-18',
    category: 'News',
    imageAlt: 'Colleagues celebrating in the Bristol office',
    html:
      paras(
        'Immediate Media has been named Best Media Employer at the publishing industry’s workplace awards. The judges highlighted our engagement scores, the take-up of our learning budget and the work of our colleague networks.',
      ) +
      section(
        'What colleagues told the judges',
        ul(
          '91% say they are proud to work here (sample engagement survey).',
          'Four in five have used their personal learning budget this year.',
          'Our five colleague networks ran more than 40 events.',
        ),
      ) +
      paras(
        'The award comes a year after we introduced a new hybrid working policy, agreed team by team, and doubled the personal learning budget available to every colleague.',
        'Our colleague networks, covering race and ethnicity, LGBTQ+, disability, parents and carers, and women in technology, are each sponsored by a member of the executive team.',
      ) +
      paras(
        'Thinking of joining us? Read about <a href="/life-at-immediate/">life at Immediate</a> or browse our <a href="/jobs/">current vacancies</a>.',
      ),
    aside: [
      {
        type: 'cta',
        heading: 'Work with us',
        text: 'We are hiring across editorial, commercial and technology.',
        link: { label: 'See current vacancies', href: '/jobs/' },
      },
    ],
  }),
  article({
    slug: 'radio-times-tv-champion-awards-2024',
    title: 'Radio Times readers crown their TV Champions for 2024',
    standfirst: 'More than 400,000 votes were cast in this year’s awards, the biggest response in the competition’s history.',
    publishedIso: '2024-02-27',
    category: 'Press release',
    imageAlt: 'A Radio Times TV Champion trophy on a studio set',
    html:
      paras(
        'Radio Times has announced the winners of its annual TV Champion awards, voted for entirely by readers. Voting ran for four weeks across radiotimes.com and the magazine.',
      ) +
      section(
        'This year’s categories',
        ul('Drama Champion', 'Comedy Champion', 'Entertainment Champion', 'Factual Champion', 'Soap Champion', 'Sports Presenter Champion'),
      ) +
      paras(
        'Full results and interviews with the winners appear in this week’s issue, on sale now, and on radiotimes.com.',
        'The awards have grown every year since launch, and this year’s total was up by a third on last year.',
      ) +
      paras(
        'Readers were also asked to name the most anticipated show of the coming year, with a returning period drama taking the top spot for the second year running.',
      ),
    quote: {
      quote: 'Nobody knows television better than the people who watch it, and this year they turned out in record numbers.',
      attribution: 'Tom Ellery',
      role: 'Editor, Radio Times (sample)',
    },
  }),
  article({
    slug: 'madeformums-awards-2024-winners',
    title: 'MadeForMums Awards 2024: the winners',
    standfirst: 'Parents voted for the products that make family life easier, from pushchairs to packed-lunch boxes.',
    publishedIso: '2024-06-13',
    category: 'News',
    imageAlt: 'A parent testing a pushchair in a park',
    html:
      paras(
        'The MadeForMums Awards celebrate the products that parents rate most highly. This year more than 60,000 parents voted across 70 categories (sample figures).',
      ) +
      section(
        'How the awards work',
        'Every shortlisted product is tested by our panel of parent reviewers before the public vote opens. Winners can use the MadeForMums Awards logo on packaging for the following year.',
      ) +
      paras(
        'This year’s awards introduced new categories for sustainable products and for toys that encourage outdoor play, reflecting what parents told us matters most to them.',
        'Brands that win can also use the results in advertising, subject to our awards terms.',
      ) +
      paras(
        'See all the winners on <a href="https://www.madeformums.com/">madeformums.com</a>, and find out more about <a href="/our-brands/madeformums/">MadeForMums</a>.',
      ),
  }),
  article({
    slug: 'immediate-appoints-chief-digital-officer',
    title: 'Immediate Media appoints Chief Digital Officer',
    standfirst: 'Sasha Penrose joins from a global streaming company to lead product, technology and data across our brands.',
    publishedIso: '2023-11-14',
    category: 'Press release',
    imageAlt: 'Portrait of the new Chief Digital Officer in the London office',
    html:
      paras(
        'Immediate Media has appointed Sasha Penrose as Chief Digital Officer. She will join the executive committee in January and lead the company’s product, engineering and data teams.',
        'Sasha joins from an international streaming business, where she led the consumer product organisation through a period of rapid subscriber growth.',
      ) +
      section(
        'Priorities',
        ul(
          'Growing digital subscriptions across our apps and websites.',
          'Bringing our first-party data platform to more brands.',
          'Making our websites faster and more accessible.',
        ),
      ) +
      paras(
        'The appointment completes a reshaped executive team following the creation of the food and entertainment divisions earlier this year.',
      ) +
      paras(
        'Sasha will be based in London and will report to the Chief Executive. Her predecessor in the role, who has led the digital team for six years, will support the handover before leaving to pursue a portfolio career.',
      ),
    quote: {
      quote: 'Immediate has some of the most loved brands in the country. My job is to make sure the digital experience lives up to them.',
      attribution: 'Sasha Penrose',
      role: 'Chief Digital Officer (sample)',
    },
  }),
  article({
    slug: 'new-editor-for-bbc-gardeners-world-magazine',
    title: 'New editor for BBC Gardeners’ World Magazine',
    standfirst: 'Deputy editor Ruth Ashdown is promoted to lead the UK’s best-selling gardening magazine.',
    publishedIso: '2024-01-09',
    category: 'Press release',
    imageAlt: 'The new editor among raised beds in a walled garden',
    html:
      paras(
        'BBC Gardeners’ World Magazine has named Ruth Ashdown as its new editor. Ruth has been deputy editor for four years and previously ran the magazine’s plant trials programme.',
        'She succeeds the long-serving editor who steps back to become editor-at-large, continuing to write a monthly column.',
      ) +
      section(
        'Plans for the year',
        ul(
          'A new section for first-time gardeners with small spaces.',
          'Expanded coverage of wildlife-friendly gardening.',
          'More video from the magazine’s trial grounds.',
        ),
      ) +
      paras(
        'Ruth takes over at a time of strong growth for the brand, with subscriptions at their highest level for a decade and a fast-growing audience for its video and podcast.',
      ) +
      paras('Find out more about <a href="/our-brands/gardenersworld/">BBC Gardeners’ World Magazine</a>.'),
  }),
  article({
    slug: 'immediate-appoints-managing-director-food',
    title: 'Immediate appoints Managing Director, Food',
    standfirst: 'Owen Castellane will lead BBC Good Food, olive and BBC Easy Cook as a single food division.',
    publishedIso: '2024-02-06',
    category: 'Press release',
    imageAlt: 'Portrait of the Managing Director, Food, in the test kitchen',
    html:
      paras(
        'Owen Castellane has been appointed Managing Director of Immediate’s new food division, bringing together BBC Good Food, olive and BBC Easy Cook.',
        'Owen has been with the company for eight years, most recently as publishing director of BBC Good Food, where he led the launch of the brand’s subscription app.',
      ) +
      section(
        'A single food division',
        'Combining the food brands lets editorial, commercial and product teams share a test kitchen, a recipe platform and a single view of the audience, while each brand keeps its own voice.',
      ) +
      paras(
        'Read more about <a href="/our-brands/goodfood/">BBC Good Food</a>, <a href="/our-brands/olivemagazine/">olive</a> and <a href="/our-brands/easycook/">BBC Easy Cook</a>.',
      ),
  }),
  article({
    slug: 'top-gear-names-new-editor-in-chief',
    title: 'Top Gear names new editor-in-chief',
    standfirst: 'Jamie Okonkwo-Reid will lead the magazine and topgear.com as the brand expands its electric car coverage.',
    publishedIso: '2024-05-02',
    category: 'Press release',
    imageAlt: 'The new Top Gear editor-in-chief beside an electric sports car',
    html:
      paras(
        'Top Gear has appointed Jamie Okonkwo-Reid as editor-in-chief of Top Gear magazine and topgear.com. Jamie joined the brand as a staff writer a decade ago and has been digital editor since 2021.',
        'Under Jamie’s leadership topgear.com grew its audience by a quarter, driven by video reviews and a fast-growing electric car section.',
      ) +
      section(
        'What’s next',
        ul(
          'A new long-term test fleet of electric and hybrid cars.',
          'More video across YouTube and TikTok.',
          'A quarterly print edition dedicated to electric motoring.',
        ),
      ) +
      paras(
        'Jamie replaces the outgoing editor-in-chief, who leaves after six years to write a book about the history of British motorsport.',
        'The appointment is effective immediately.',
      ),
    quote: {
      quote:
        'Cars are changing faster than at any time in Top Gear’s history, and that makes this the best time to be telling their story.',
      attribution: 'Jamie Okonkwo-Reid',
      role: 'Editor-in-chief, Top Gear (sample)',
    },
  }),
];

/**
 * The long read: an essay of about 3,000 words, used by benchmarks as the
 * heaviest article page. Author and figures are invented sample content.
 * @module
 */
import { article, ol, paras, section, ul } from './build';
import type { PageDef } from './types';

const HTML = [
  paras(
    'Every few years someone declares the end of the magazine. First it was television that would do it, then the internet, then the smartphone, then social media, and most recently artificial intelligence. Each time, the prediction has been half right. The things that magazines used to do by default, such as telling people what was on television tonight or which car was fastest, have been taken over by cheaper, quicker and often free alternatives. And yet the specialist brands that grew out of those magazines have, in many cases, never had larger audiences than they do today.',
    'This essay is an attempt to explain that paradox and to look ahead. It draws on what we have learned running brands in food, history, television, gardening, motoring and family life, on conversations with advertisers and partners, and on the research our insight team has published over the past two years. It is not a forecast in the strict sense. It is a set of arguments about what will matter, and a few predictions that we are prepared to be held to.',
    'The short version is this: general attention is becoming cheaper every year, while specialist trust is becoming more valuable. The publishers who prosper will be the ones who understand the difference, and who organise everything they do, from the way they commission a recipe to the way they sell an advert, around earning and keeping that trust.',
  ),
  section(
    'The attention recession',
    'Start with the problem that every media company shares. There is more content competing for each hour of the day than at any point in history, and most of it is free. Streaming services release entire series at once; social platforms serve an endless feed tuned to keep people scrolling; search engines increasingly answer questions directly rather than sending readers to the page that holds the answer. The hour that a reader once spent with a magazine on a Sunday afternoon is now contested by a dozen services, each with an engineering team devoted to capturing it.',
    'The result is what some in our industry have called an attention recession. The total amount of time people spend with media has kept rising, but the value of an average minute has fallen. Advertisers can buy impressions on the open web for a fraction of what they paid a decade ago, and they know that many of those impressions are never really seen. For publishers whose business model depends on selling that average minute, the economics are brutal.',
    'It is tempting to respond by chasing volume: more articles, more pages, more clicks. Plenty of publishers have tried it. The problem is that volume strategies put a publisher in direct competition with the platforms, which will always have more content, more data and more reach. A recipe site that tries to win on volume is competing with every food blogger and every video creator on the planet. It will lose, and in the process it will dilute the very thing that made people come to it in the first place.',
    'The alternative is to recognise that not all attention is equal. A minute spent by a keen gardener reading about when to prune a clematis is worth more, to the reader and to an advertiser, than a minute spent half-watching a video that autoplayed in a feed. The question for specialist media is how to create more of the first kind of minute, and how to prove its value.',
  ),
  section(
    'Why passion holds up',
    'One of the most consistent findings in our research is that people protect spending on their passions. When household budgets tighten, the first things to go are the purchases people feel least attached to: the impulse buy, the subscription they forgot they had, the meal out that was only ever a convenience. The things people care about, the kitchen equipment for the cook, the seeds for the gardener, the weekend away to walk a Roman road, are cut last and restored first.',
    'That pattern held through the cost-of-living squeeze of the past two years. In our 2024 passion economy study, respondents said they expected to spend about the same or more on their main interest in the coming year, even as most expected to cut back elsewhere (sample findings). Cooking is a particularly good example. Households cut back on eating out, but they did not stop wanting food that felt like an occasion. They simply moved the occasion into their own kitchens, and they turned to trusted recipes to make sure it worked.',
    'For specialist brands this is a structural advantage. Our audiences are defined not by demographics but by intent. Someone who opens a gardening magazine in March is planning to buy plants. Someone reading a long-term test of an electric car is likely to be thinking about their next car. Someone listening to a history podcast on the way to work may well be the person who books the battlefield tour next year. These are people in the middle of decisions, and they are looking for help.',
    'That intent is what makes specialist media resilient. It also imposes a discipline. Readers in the middle of a decision are unforgiving of bad advice. If a recipe fails, or a review turns out to be a thinly disguised advert, they notice, and they do not come back. Passion is a powerful commercial engine only as long as the content that feeds it is genuinely good.',
  ),
  section(
    'Trust is the product',
    'If there is one idea at the centre of this essay, it is that trust is not a by-product of what specialist media does. It is the product. The magazine, the website, the app and the podcast are formats for delivering it. That sounds like a slogan, so it is worth being specific about what it means in practice.',
    'It means testing things. Every recipe published by BBC Good Food is tested three times before it reaches a reader, which is why more than 17,000 recipes can carry the same promise. It means our gardening team trials plants in real soil through a real British winter before recommending them. It means our motoring journalists live with cars for months, not days, before delivering a long-term verdict. None of this is cheap, and none of it can be done at the speed of a content farm. That is precisely the point.',
    'It also means being clear about the line between editorial and commercial content. We work with advertisers in many ways, from sponsoring a recipe collection to co-hosting a live event, and we are proud of that work. But a reader should always be able to tell when something is paid for, and our editors must always be free to say that a product is not very good. Our case studies show that advertisers benefit from this separation too: a partner associated with a trusted brand borrows some of its credibility, but only as long as the credibility is real.',
    'Finally, trust means being accountable. Our complaints process, our adherence to the Editors’ Code and our published corrections are not just compliance obligations. They are part of the promise we make. A brand that never admits a mistake is not a brand people can rely on.',
  ),
  section(
    'Print has changed jobs',
    'It is fashionable to talk about print as a legacy business to be managed into decline. That is not what our numbers say, and it is not what our readers do. Print has not died; it has changed jobs. It is no longer the only way to reach an audience, or the cheapest, or the fastest. It has become the most considered.',
    'A printed magazine is a curated object. It arrives once a month or once a week, it has a beginning and an end, and it is not trying to keep its reader scrolling. Readers tell us they value exactly those qualities. They use print to plan, to browse and to relax, and they use digital to search, to check and to act. The same person will read a seasonal menu in the magazine on Saturday morning and call up the recipe on their phone in the supermarket that afternoon.',
    'That division of labour has changed what a good magazine looks like. Listings-heavy pages that once filled issues have been replaced by features, photography and ideas that reward time. Cover-mounted gifts, collector’s editions and special issues have grown. Subscriptions, which guarantee delivery and reward loyalty, now make up more than half of our print sales (sample figure). The Radio Times Christmas double issue still sells more than a million copies, not because people cannot find listings elsewhere, but because the issue itself has become part of how many households celebrate.',
    'Print also remains important to advertisers, for reasons that have as much to do with attention as with reach. An advert in a magazine that a reader has chosen and paid for is seen in a calm, focused context. It is not competing with a notification. Our studies consistently show stronger recall for print advertising than for the equivalent digital impression, and advertisers who combine the two see the best results of all.',
  ),
  section(
    'From audience to membership',
    'For most of the last century, the relationship between a magazine and its reader was mediated by a newsagent. Publishers knew how many copies they had sold but very little about who had bought them. Digital changed that, but for a long time the change was one-sided: publishers gained data about what people read, while readers gained little in return.',
    'The next phase is about membership. Readers increasingly expect a direct relationship with the brands they love, one in which they are recognised, rewarded and occasionally consulted. Apps are the clearest example. The BBC Good Food app, rated 4.8 stars by its users, is not just a recipe search tool; it is a place where people save their favourites, plan their week and build a shopping list. The value to the reader grows the more they use it, and so does their loyalty.',
    'The same logic applies beyond food. Our history membership offers an archive, ad-free podcasts and early booking for events. Our nutrition app turns recipes into daily plans. Our parenting brand runs a panel of thousands of families who test products and shape our reviews. In each case, the reader is not just an audience to be counted but a member of a community with a stake in the brand.',
    'Membership changes the economics too. A reader who pays directly is a reader whose attention the publisher has earned rather than bought, and a publisher whose revenue depends on readers renewing has every incentive to keep quality high. Our digital subscriptions passed half a million this year (sample figure), and we expect reader revenue to keep growing faster than any other line in the business.',
  ),
  section(
    'Formats multiply, the brand holds them together',
    'A decade ago, a specialist brand might have been a magazine and a website. Today it is likely to be a magazine, a website, an app, a podcast, a newsletter, a YouTube channel, a presence on three or four social platforms, a programme of live events and a range of licensed products. Each of these formats has its own rhythm, its own audience and its own economics.',
    'Audio is the clearest success story of recent years. The HistoryExtra podcast passed 100 million downloads this year (sample figure), and its listeners are younger, on average, than the readers of the magazine that gave birth to it. Podcasts suit specialist subjects because they allow depth: an hour-long conversation with an expert is exactly the kind of content that a general platform struggles to produce and a specialist brand can make every day.',
    'Video is more complicated. Short-form video is enormously popular and an excellent way to introduce a brand to new people, but it is largely consumed on platforms that keep most of the value. The test for any format is whether it strengthens the relationship between the reader and the brand, or simply rents the brand’s credibility to someone else’s feed. We aim to use social video as a front door, not a destination.',
    'Events are the oldest format of all, and among the most resilient. People who love something want to meet other people who love it, and to see the experts they have read and listened to in person. Live cookery theatres, gardening shows and history weekends are not just revenue streams; they are where the communities around our brands become tangible.',
    'What holds all of these formats together is the brand itself: a consistent voice, a recognisable standard and a promise that whatever you pick up, listen to or attend will be worth your time. Managing a brand across so many formats is the central craft of modern specialist publishing, and it is harder than it looks.',
  ),
  section(
    'Artificial intelligence: tool, threat or both?',
    'No essay about the future of media can avoid artificial intelligence, and this one will not try. Large language models can now produce plausible text on almost any subject in seconds, and search engines are beginning to answer questions with generated summaries rather than links. For publishers whose traffic depends on search, this is a genuine threat. If a reader can get a passable recipe from a chatbot, why visit a recipe site?',
    'We think the answer lies in the word “passable”. Generated content is, by its nature, an average of what already exists. It can tell you roughly how to make a lasagne. It cannot tell you that this particular lasagne has been made three times in a test kitchen and works with supermarket pasta, or that the editor who wrote it has a view on whether béchamel is strictly necessary. It cannot stand behind its advice. As generated content floods the web, we expect the value of content with a named, accountable source behind it to rise, not fall.',
    'That does not mean ignoring the technology. We already use AI tools to help our teams tag content, transcribe interviews, suggest related recipes and spot errors before publication. Used well, these tools free specialists to spend more time on the work only they can do. Our principles are straightforward: people write, test and edit our content; we are open with readers about how we use AI; and we do not allow our work to be used to train other companies’ models without agreement.',
    'The harder questions are commercial and regulatory. Publishers need a fair return when their content is used to build and run AI systems, and the industry is still working out what that looks like. We expect licensing deals, legislation and litigation to shape the answer over the next few years. Whatever happens, the publishers with the most distinctive, trusted content will be in the strongest negotiating position.',
  ),
  section(
    'Advertising after the cookie',
    'For twenty years, digital advertising has been built on tracking people from site to site. That model is ending. Browsers are restricting third-party cookies, regulators are scrutinising consent, and readers are increasingly aware of, and uncomfortable with, being followed around the internet.',
    'For specialist publishers this is an opportunity. The open-web model rewarded scale and data over context: an advert for garden furniture could reach a keen gardener on any site, so there was little premium for reaching them on a gardening site. As tracking declines, context regains its value. An advert for garden furniture next to an article on patio planting reaches the right person at the right moment, without needing to know anything else about them.',
    'Our approach combines three things. First, consented first-party data: readers who have signed in, subscribed or chosen to share their interests with us. Second, rich contextual signals drawn from a library of more than a million professionally tagged pages. Third, measurement that respects privacy, including clean-room partnerships in which advertisers can see results without either side sharing personal data. Campaigns built this way have consistently outperformed open-web benchmarks in our tests (sample finding).',
    'There is a broader point here about what advertisers are buying. The cheapest impression is rarely the best value one. Advertisers who measure outcomes rather than volume are rediscovering the value of premium environments: fewer, better ad placements next to content that people trust. We expect that shift to continue, and we are organising our commercial teams around it.',
  ),
  section(
    'Responsibility as strategy',
    'Specialist media also carries responsibilities that go beyond any single article. Food brands shape what millions of people eat. Parenting brands shape how new parents feel about the choices they make. Motoring brands shape one of the biggest purchases most households will ever make, at a moment when that purchase has real consequences for the climate.',
    'We think these responsibilities are best treated not as constraints but as part of the strategy. Readers increasingly choose brands whose values they share, and advertisers increasingly want to be associated with publishers who take their impact seriously. That is why we have moved every subscription magazine to plastic-free wrapping, why our paper comes from certified sources, and why we publish our progress every year.',
    'It is also why we invest in the people who make our brands. Specialist media depends on specialists: cooks, historians, horticulturists, engineers, designers and commercial teams who know their audiences deeply. Keeping and developing those people is the single most important investment a publisher can make, and the culture that supports them, flexible, curious and inclusive, is a competitive advantage in its own right.',
  ),
  section(
    'Five predictions',
    'We promised some predictions we are prepared to be held to. Here they are, for the next five years.',
    ol(
      '<strong>Reader revenue will overtake advertising</strong> as the largest source of income for most successful specialist brands, led by apps and memberships.',
      '<strong>Print will shrink in volume but grow in value</strong>, with fewer, more premium products, more special editions and higher cover prices that readers are willing to pay.',
      '<strong>Search traffic will fall</strong> as answer engines take over simple questions, and the publishers who thrive will be those with the strongest direct relationships with readers.',
      '<strong>Context will become the dominant currency of advertising</strong>, with specialist environments commanding a growing premium over the open web.',
      '<strong>Trust will be measured</strong>: advertisers and platforms will increasingly pay for verified, accountable sources, and publishers will compete on the evidence behind their content.',
    ),
    'None of these predictions depends on a particular technology winning. They depend on something more durable: the fact that people who love something want help from people who know it well.',
  ),
  section(
    'What this means for us',
    'For Immediate, the implications are clear enough, if not always easy. We will keep investing in the expertise that makes our brands worth trusting, even when cheaper alternatives are available. We will build more direct relationships with readers, through apps, memberships and events, and we will make those relationships worth having. We will work with advertisers in ways that respect both our readers and their intelligence. And we will use new technology where it helps our specialists do better work, not as a substitute for them.',
    'The future of specialist media will not be decided by whether people still read magazines, listen to podcasts or use apps. It will be decided by whether the brands behind those formats remain the places people turn to when something matters to them. That has always been the job. It is just that, in a world of infinite content, it has never been more important to do it well.',
    ul(
      'Read our <a href="/company-povs-advertising/">points of view on advertising</a>.',
      'Explore <a href="/our-brands/">our brands</a>.',
      'See our latest <a href="/immediate-sustainability-reports/">sustainability reports</a>.',
    ),
  ),
].join('');

export const longRead: PageDef = article({
  slug: 'long-read-the-future-of-specialist-media',
  title: 'Long read: the future of specialist media',
  standfirst:
    'General attention is getting cheaper every year, while specialist trust is getting more valuable. What that means for magazines, audiences, advertisers and the people who make them.',
  publishedIso: '2024-07-30',
  category: 'News',
  imageAlt: 'A reader with a magazine and a phone at a café table',
  author: 'Margot Kettleby, Director of Strategy (sample)',
  html: HTML,
  quote: {
    quote: 'In a world of infinite content, the scarce thing is not information. It is someone you can trust to get it right.',
    attribution: 'Margot Kettleby',
    role: 'Director of Strategy (sample)',
  },
  figure: {
    name: 'long-read-newsstand',
    alt: 'A newsstand with specialist magazines at a railway station',
    caption: 'Print has changed jobs: fewer, more considered purchases.',
  },
});

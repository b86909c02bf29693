/**
 * The main corporate pages: home, who we are, commercial, life at Immediate,
 * jobs, contact and the news index (the rest of the newsroom: newsroom.ts).
 * @module
 */

import { BRAND_GRID_BRANDS } from './brand-data';
import { def, img, page, paras, rich, section, ul } from './build';
import { newsroomAside, newsroomIntro } from './newsroom';
import { PRESS_EMAIL, PRESS_PHONE } from './press';
import type { PageDef } from './types';

const home = def(
  page({
    path: '/',
    title: 'Home',
    description: 'Immediate Media is a UK publisher of special interest brands in food, history, TV, gardening, motoring and family.',
    ogImage: 'home',
    publishedIso: '2023-06-05',
  }),
  [
    {
      type: 'hero',
      variant: 'home',
      eyebrow: 'Immediate Media',
      heading: 'We make media that people love',
      subheading:
        'Special interest brands that inform, entertain and inspire millions of people every month, in print, online, in app and live.',
      image: img('hero', 'home', 'Readers browsing food, history and TV magazines at a kitchen table'),
      cta: { label: 'Discover our brands', href: '/our-brands/' },
    },
    {
      type: 'stats',
      heading: 'Immediate in numbers',
      items: [
        { value: '10', label: 'Leading brands on this site' },
        { value: '30m+', label: 'Monthly online users (sample)' },
        { value: '5m', label: 'Magazine readers (sample)' },
        { value: '1,200', label: 'Colleagues in London and Bristol (sample)' },
      ],
    },
    {
      type: 'brand-grid',
      heading: 'Our brands',
      intro: 'Trusted names in food, TV, history, gardening, motoring and family life.',
      brands: BRAND_GRID_BRANDS,
    },
    {
      type: 'news-list',
      heading: 'Latest news',
      items: [],
      limit: 6,
      viewAll: { label: 'View all news', href: '/news/' },
      layout: 'cards',
    },
    {
      type: 'image-with-text',
      image: img('photo', 'home-studio', 'The Good Food test kitchen in Bristol'),
      heading: 'Expertise you can taste, read and hear',
      html: paras(
        'Behind every recipe, review and podcast is a team of specialists: cooks, historians, critics, horticulturists and parents who care about getting it right.',
        'That expertise is why audiences trust our brands, and why partners choose to work with us.',
      ),
      imagePosition: 'right',
      cta: { label: 'Who we are', href: '/who-we-are/' },
    },
    {
      type: 'carousel',
      heading: 'Inside Immediate',
      slides: [
        {
          title: 'Award-winning journalism',
          text: 'Our editors picked up a record haul of industry awards this year.',
          image: img('slide', 'awards', 'Editors holding trophies at an awards ceremony'),
          href: '/award-wins/',
        },
        {
          title: 'Life at Immediate',
          text: 'Flexible working, learning budgets and a culture built on curiosity.',
          image: img('slide', 'life', 'Colleagues collaborating in the Bristol office'),
          href: '/life-at-immediate/',
        },
        {
          title: 'Partner with our brands',
          text: 'Creative partnerships that reach engaged, specialist audiences.',
          image: img('slide', 'commercial', 'A sponsored recipe shoot in the test kitchen'),
          href: '/commercial/',
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Join us',
      text: 'We are hiring across editorial, commercial, technology and marketing.',
      link: { label: 'See current vacancies', href: '/jobs/' },
      variant: 'primary',
    },
  ],
);

const whoWeAre = def(
  page({
    path: '/who-we-are/',
    title: 'Who we are',
    description: 'Our purpose, our values and the people who lead Immediate Media.',
    publishedIso: '2023-07-10',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Who we are',
      heading: 'Passionate about the things people love',
      subheading: 'We are a specialist media company with offices in London and Bristol.',
      image: img('hero', 'who-we-are', 'The Immediate Media team outside the Bristol office'),
    },
    rich(
      section(
        'Our purpose',
        'We exist to enrich people’s passions. Whether someone is planning tonight’s dinner, deciding which drama to stream or tracing their family history, our brands give them expert, trustworthy guidance they enjoy spending time with.',
      ),
      section(
        'Our values',
        ul(
          '<strong>Audience first</strong>: we earn trust by being useful, accurate and fair.',
          '<strong>Curious</strong>: we ask questions, test ideas and learn quickly.',
          '<strong>Together</strong>: we work across brands and disciplines to do our best work.',
          '<strong>Responsible</strong>: we think about our impact on people and the planet.',
        ),
      ),
      section(
        'How we are organised',
        'Our brands are grouped into portfolios led by publishing directors, supported by shared teams in technology, data, commercial, marketing, finance and people. Read our <a href="/code-of-conduct/">code of conduct</a> and our <a href="/tax-s172/">section 172 statement</a> to see how we run the business.',
      ),
    ),
    {
      type: 'stats',
      items: [
        { value: '1988', label: 'Our oldest title first published (sample)' },
        { value: '2', label: 'Offices: London and Bristol' },
        { value: '60%', label: 'Women in senior leadership (sample)' },
      ],
    },
    {
      type: 'quote',
      quote: 'Our brands succeed because the people who make them are as passionate as the people who read them.',
      attribution: 'Helen Marchbank',
      role: 'Chief Executive (sample)',
    },
    {
      type: 'card-grid',
      heading: 'Find out more',
      columns: 3,
      cards: [
        {
          title: 'Our brands',
          text: 'Ten much-loved brands and the teams behind them.',
          href: '/our-brands/',
          image: img('card', 'brands', 'Magazine covers fanned out'),
        },
        {
          title: 'Sustainability',
          text: 'Our reports on carbon, paper and people.',
          href: '/immediate-sustainability-reports/',
          image: img('card', 'sustainability', 'A forest seen from above'),
        },
        {
          title: 'Award wins',
          text: 'Recognition for our journalism and our workplace.',
          href: '/award-wins/',
          image: img('card', 'award-wins', 'A trophy on a desk'),
        },
      ],
    },
  ],
);

const commercial = def(
  page({
    path: '/commercial/',
    title: 'Commercial',
    description: 'Partner with Immediate Media: advertising, sponsorship, branded content, events and licensing.',
    publishedIso: '2023-08-14',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Commercial',
      heading: 'Partnerships built on passion',
      subheading: 'We connect brands with audiences who are actively looking for inspiration and advice.',
      image: img('hero', 'commercial', 'A creative team planning a campaign around a table'),
      cta: { label: 'Talk to our team', href: '/contact/' },
    },
    {
      type: 'card-grid',
      heading: 'What we offer',
      columns: 4,
      cards: [
        {
          title: 'Display and video',
          text: 'Premium, brand-safe inventory across our sites and apps.',
          image: img('card', 'display', 'A website with a display advert on a laptop'),
        },
        {
          title: 'Branded content',
          text: 'Stories crafted by our in-house studio with our editors’ know-how.',
          image: img('card', 'branded-content', 'A photographer shooting a recipe'),
        },
        {
          title: 'Events and experiences',
          text: 'Sponsorship of live shows, masterclasses and awards.',
          image: img('card', 'live-events', 'A crowd at a food festival stage'),
        },
        {
          title: 'Data and insight',
          text: 'First-party audience data and bespoke research.',
          image: img('card', 'insight', 'Charts on a screen in a meeting room'),
        },
      ],
    },
    {
      type: 'stats',
      heading: 'Our audiences (sample figures)',
      items: [
        { value: '30m', label: 'Monthly online users' },
        { value: '9m', label: 'Social followers' },
        { value: '5m', label: 'Magazine readers' },
        { value: '78%', label: 'Act on a recommendation from our brands' },
      ],
    },
    {
      type: 'cta',
      heading: 'Plan your next campaign with us',
      text: 'Our partnerships team will build a proposal around your objectives.',
      link: { label: 'Contact the commercial team', href: '/contact/' },
    },
    {
      type: 'downloads',
      heading: 'Media packs and terms',
      files: [
        { title: 'Immediate Media portfolio media pack 2024', href: '/media/files/media-pack-2024.pdf', format: 'PDF' },
        { title: 'Rate card, food portfolio', href: '/media/files/rate-card-food-2024.pdf', format: 'PDF' },
        {
          title: 'Print advertising standard terms',
          href: '/trading-policies/advertising-terms-and-conditions/print-advertising-standard-terms-and-conditions/',
          format: 'Web page',
        },
      ],
    },
  ],
);

const life = def(
  page({
    path: '/life-at-immediate/',
    title: 'Life at Immediate',
    description: 'Our culture, benefits and ways of working, and what it is like to build a career with us.',
    publishedIso: '2023-09-18',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Careers',
      heading: 'Life at Immediate',
      subheading: 'Bring your passion to work, and build a career doing what you love.',
      image: img('hero', 'life-at-immediate', 'Colleagues laughing in the office kitchen'),
    },
    {
      type: 'image-with-text',
      image: img('photo', 'hybrid-working', 'A colleague working from home with a cup of tea'),
      heading: 'Flexible by design',
      html: paras(
        'Most of our teams work hybrid, spending two days a week together in London or Bristol and the rest wherever they work best.',
        'We agree working patterns team by team, so the test kitchen, the studio and the engineering squads each work in the way that suits them.',
      ),
      imagePosition: 'left',
    },
    {
      type: 'accordion',
      heading: 'Benefits',
      items: [
        {
          title: 'Time off',
          html: paras('25 days’ holiday plus bank holidays, rising with service, and an extra day off for your birthday.'),
        },
        {
          title: 'Health and wellbeing',
          html: ul('Private medical insurance', 'Employee assistance programme', 'Mental health first aiders in every office'),
        },
        { title: 'Learning', html: paras('A personal learning budget, leadership programmes and our in-house Immediate Academy.') },
        { title: 'Family', html: paras('Enhanced maternity, paternity and shared parental leave, with phased returns to work.') },
        { title: 'Perks', html: ul('Free magazine subscriptions', 'Cycle-to-work scheme', 'Discounts at partner retailers') },
      ],
    },
    {
      type: 'quote',
      quote: 'I joined as an editorial assistant and five years later I am running a podcast team. The support to grow here is real.',
      attribution: 'Priya Landsdowne',
      role: 'Audio Editor (sample)',
    },
    {
      type: 'cta',
      heading: 'Ready to join us?',
      text: 'Browse our current vacancies across editorial, commercial, technology and more.',
      link: { label: 'View jobs', href: '/jobs/' },
    },
  ],
);

const jobs = def(
  page({
    path: '/jobs/',
    title: 'Jobs',
    description: 'Current vacancies at Immediate Media in London, Bristol and remote across the UK.',
    publishedIso: '2023-09-18',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Careers',
      heading: 'Current vacancies',
      subheading: 'Find a role where your passion is part of the job description.',
    },
    // The roles first: a jobseeker on a phone sees the first one on the first screen.
    {
      type: 'jobs-list',
      heading: 'Open roles',
      intro: 'New roles are added every week. Select a role to read the full description and apply.',
      jobs: [],
    },
    rich(
      paras(
        'We welcome applications from everyone, and we are happy to talk about flexible and part-time working for any role. If you need adjustments during the application process, tell us in your application and we will make them.',
        'Want to know more about how we work? Read about <a href="/life-at-immediate/">life at Immediate</a>.',
      ),
    ),
  ],
);

const contact = def(
  page({
    path: '/contact/',
    title: 'Contact',
    description: 'Get in touch with Immediate Media: offices, press enquiries, advertising and careers.',
    publishedIso: '2023-06-05',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Contact us',
      subheading: 'For questions about a subscription, please contact the brand directly from its website.',
    },
    {
      type: 'contact-details',
      heading: 'Our offices',
      offices: [
        {
          name: 'London',
          address: ['Vineyard House', '44 Brook Green', 'Hammersmith', 'London W6 7BT'],
          phone: '+44 (0)20 7946 0000',
          email: 'london@immediate.example',
        },
        {
          name: 'Bristol',
          address: ['Eagle House', 'Colston Avenue', 'Bristol BS1 4ST'],
          phone: '+44 (0)117 496 0000',
          email: 'bristol@immediate.example',
        },
      ],
      contacts: [
        { label: 'Press', email: PRESS_EMAIL, phone: PRESS_PHONE, text: 'Media enquiries and interview requests.' },
        { label: 'Advertising', email: 'advertising@immediate.example', text: 'Campaigns, sponsorship and partnerships.' },
        { label: 'Careers', email: 'careers@immediate.example', text: 'Questions about a vacancy or your application.' },
        { label: 'Data protection', email: 'dpo@immediate.example', text: 'Questions about your personal information.' },
      ],
    },
  ],
);

const news = def(
  page({
    path: '/news/',
    title: 'News',
    description: 'Press releases, company news and case studies from Immediate Media.',
    breadcrumbs: [{ title: 'News', slug: 'news' }],
    publishedIso: '2023-06-05',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      eyebrow: 'Newsroom',
      heading: 'News and press releases',
      subheading: 'The latest from Immediate Media and our brands.',
    },
    ...newsroomIntro(),
    { type: 'news-list', items: [], layout: 'list' },
  ],
  newsroomAside(),
);

export const corePages: PageDef[] = [home, whoWeAre, commercial, life, jobs, contact, news];

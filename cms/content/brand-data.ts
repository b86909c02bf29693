/**
 * The ten brands' shared data: colours (chosen so the text colour passes WCAG
 * AA on the brand colour), facts, links and page copy. Figures other than Good
 * Food's are invented sample figures.
 * @module
 */
import type { ContentIconName as IconName } from '../../contract/nodes';
import { section, ul } from './build';

export interface BrandData {
  slug: string;
  name: string;
  category: string;
  colour: string;
  textColour: string;
  /** One line for grids and cards. */
  description: string;
  heroHeading: string;
  heroSubheading: string;
  website?: { label: string; href: string };
  facts: { value: string; label: string }[];
  extraLinks?: { network: IconName; href: string; label: string }[];
  social: { network: IconName; href: string }[];
  /** Body copy of the brand page (HTML). */
  html: string;
}

export const BRANDS: BrandData[] = [
  {
    slug: 'goodfood',
    name: 'BBC Good Food',
    category: 'Food',
    colour: '#0b7a75',
    textColour: '#ffffff',
    description: 'The UK’s favourite food brand: tested recipes, trusted advice and everyday inspiration.',
    heroHeading: 'BBC Good Food',
    heroSubheading: 'Triple-tested recipes and kitchen know-how for millions of home cooks every month.',
    website: { label: 'Visit bbcgoodfood.com', href: 'https://www.bbcgoodfood.com/' },
    facts: [
      { value: '4.8★', label: 'App Store rating' },
      { value: '17,000+', label: 'Triple-tested recipes' },
      { value: '100+', label: 'Recipes in every issue' },
    ],
    extraLinks: [
      {
        network: 'apple-podcasts',
        href: 'https://podcasts.apple.com/gb/podcast/bbc-good-food-podcast/id0000000001',
        label: 'BBC Good Food podcast',
      },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/bbcgoodfood/' },
      { network: 'facebook', href: 'https://www.facebook.com/bbcgoodfood/' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@bbcgoodfood' },
      { network: 'youtube', href: 'https://www.youtube.com/@bbcgoodfood' },
      { network: 'pinterest', href: 'https://www.pinterest.co.uk/bbcgoodfood/' },
    ],
    html:
      section(
        'Recipes you can trust',
        'Every recipe we publish is tested three times in the Good Food kitchen before it reaches a reader, so the midweek traybake works first time and the Christmas centrepiece arrives on the table on schedule.',
        'With more than 17,000 recipes online and over 100 new ideas in every issue of the magazine, BBC Good Food is where the nation turns when it asks “what’s for dinner?”',
      ) +
      section(
        'Everywhere our cooks are',
        ul(
          '<strong>Magazine</strong>: the UK’s best-selling monthly food title, with seasonal menus and budget batch-cooking.',
          '<strong>App</strong>: rated 4.8 stars, with a meal planner, shopping lists and offline saving.',
          '<strong>Events</strong>: live cookery theatres and tasting tours around the country.',
          '<strong>Podcast and video</strong>: weekly conversations with cooks, growers and food writers.',
        ),
      ) +
      section(
        'Working with us',
        '<p>Brands partner with BBC Good Food on sponsored recipe collections, in-app features and live events. Find out more on our <a href="/commercial/">commercial</a> page.</p>',
      ),
  },
  {
    slug: 'radiotimes',
    name: 'Radio Times',
    category: 'TV & Entertainment',
    colour: '#e4002b',
    textColour: '#ffffff',
    description: 'Britain’s most trusted guide to what to watch and listen to, in print and online.',
    heroHeading: 'Radio Times',
    heroSubheading: 'A century of telling Britain what to watch, and still the first place viewers check.',
    website: { label: 'Visit radiotimes.com', href: 'https://www.radiotimes.com/' },
    facts: [
      { value: '100+', label: 'Years of listings' },
      { value: '1.1m', label: 'Weekly print readers (sample)' },
      { value: '12m', label: 'Monthly online users (sample)' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/radiotimes/' },
      { network: 'x', href: 'https://x.com/RadioTimes' },
      { network: 'facebook', href: 'https://www.facebook.com/radiotimes/' },
      { network: 'youtube', href: 'https://www.youtube.com/@radiotimes' },
    ],
    html:
      section(
        'The nation’s viewing companion',
        'Radio Times brings together listings, reviews and interviews across every channel and streaming service, curated by critics who watch everything so readers do not have to.',
        'Our Christmas double issue remains one of the biggest-selling magazines of the year, and radiotimes.com reaches millions of viewers planning their evening.',
      ) +
      section(
        'What we cover',
        ul(
          'Drama, soaps and reality, with episode guides and cast interviews.',
          'Sport fixtures and where to watch them.',
          'Film, radio and podcasts, reviewed every week.',
          'Our annual TV Champion awards, voted for by readers.',
        ),
      ),
  },
  {
    slug: 'olivemagazine',
    name: 'olive',
    category: 'Food',
    colour: '#5c6b1f',
    textColour: '#ffffff',
    description: 'Food and travel for the curious cook: restaurant-quality recipes and where to eat next.',
    heroHeading: 'olive',
    heroSubheading: 'For people who plan their weekends, and their holidays, around what they will eat.',
    website: { label: 'Visit olivemagazine.com', href: 'https://www.olivemagazine.com/' },
    facts: [
      { value: '3,500+', label: 'Recipes online (sample)' },
      { value: '250', label: 'Restaurant reviews a year (sample)' },
      { value: '82%', label: 'Readers who cook to impress (sample)' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/olivemagazine/' },
      { network: 'facebook', href: 'https://www.facebook.com/olivemagazine/' },
      { network: 'pinterest', href: 'https://www.pinterest.co.uk/olivemagazine/' },
    ],
    html: section(
      'Cook, eat, explore',
      'olive is written for adventurous cooks who want weekend projects as much as quick suppers, and who travel to eat. Our food team develops recipes with chefs and writers from across the country.',
      'Every issue pairs seasonal cooking with city guides, restaurant openings and the producers worth seeking out.',
    ),
  },
  {
    slug: 'easycook',
    name: 'BBC Easy Cook',
    category: 'Food',
    colour: '#ffcc00',
    textColour: '#1a1a1a',
    description: 'Quick, simple recipes with big flavour for anyone short on time.',
    heroHeading: 'BBC Easy Cook',
    heroSubheading: 'Big flavour, few ingredients, no fuss: food for busy weeknights.',
    website: { label: 'Visit Easy Cook', href: 'https://www.bbcgoodfood.com/easy-cook' },
    facts: [
      { value: '30 mins', label: 'Or less for most recipes' },
      { value: '60+', label: 'Recipes per issue (sample)' },
      { value: '5', label: 'Ingredients or fewer in our shortcut section' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/bbceasycook/' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@bbceasycook' },
    ],
    html: section(
      'Dinner, sorted',
      'BBC Easy Cook is for people who love good food but not long recipes. Step-by-step photography, clever shortcuts and store-cupboard swaps help new cooks build confidence fast.',
      'Our readers are younger than the average food magazine audience and cook for friends as often as for family.',
    ),
  },
  {
    slug: 'gardenersworld',
    name: 'BBC Gardeners’ World Magazine',
    category: 'Gardening',
    colour: '#2e6b30',
    textColour: '#ffffff',
    description: 'Expert, seasonal gardening advice for every plot, from balconies to allotments.',
    heroHeading: 'BBC Gardeners’ World Magazine',
    heroSubheading: 'Practical, seasonal advice from the UK’s best-loved gardening brand.',
    website: { label: 'Visit gardenersworld.com', href: 'https://www.gardenersworld.com/' },
    facts: [
      { value: '1m+', label: 'Readers every month (sample)' },
      { value: '6,000+', label: 'Plant profiles (sample)' },
      { value: '3', label: 'Live shows a year (sample)' },
    ],
    extraLinks: [{ network: 'spotify', href: 'https://open.spotify.com/show/sample-gardeners-world', label: 'Gardeners’ World podcast' }],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/gardenersworldmag/' },
      { network: 'facebook', href: 'https://www.facebook.com/gardenersworldmagazine/' },
      { network: 'youtube', href: 'https://www.youtube.com/@gardenersworld' },
    ],
    html:
      section(
        'Grow with us',
        'From the first sowings of spring to winter pruning, BBC Gardeners’ World Magazine helps readers get more from their gardens, whatever their size or experience.',
        'Our expert panel answers thousands of reader questions each year, and our annual live events bring gardeners together with the presenters they know from television.',
      ) +
      section(
        'In every issue',
        ul('Jobs for the month, plot by plot.', 'Plant-buying guides tested by our trials team.', 'Free seeds with selected issues.'),
      ),
  },
  {
    slug: 'historyextra',
    name: 'HistoryExtra',
    category: 'History',
    colour: '#7a1f2b',
    textColour: '#ffffff',
    description: 'Home of BBC History Magazine: the past, brilliantly told by leading historians.',
    heroHeading: 'HistoryExtra',
    heroSubheading: 'History’s greatest stories, told by the people who know them best.',
    website: { label: 'Visit historyextra.com', href: 'https://www.historyextra.com/' },
    facts: [
      { value: '1,000+', label: 'Podcast episodes (sample)' },
      { value: '5m', label: 'Monthly podcast downloads (sample)' },
      { value: '25', label: 'Years of BBC History Magazine' },
    ],
    extraLinks: [
      {
        network: 'apple-podcasts',
        href: 'https://podcasts.apple.com/gb/podcast/historyextra-podcast/id0000000002',
        label: 'HistoryExtra podcast',
      },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/historyextra/' },
      { network: 'x', href: 'https://x.com/HistoryExtra' },
      { network: 'facebook', href: 'https://www.facebook.com/historyextra/' },
      { network: 'youtube', href: 'https://www.youtube.com/@historyextra' },
    ],
    html: section(
      'History for the curious',
      'HistoryExtra is the digital home of BBC History Magazine and BBC History Revealed, bringing together long reads, quizzes, a members’ archive and one of the UK’s most popular history podcasts.',
      'Our contributors are leading academics and writers, and our editors make sure every story is as rigorous as it is readable.',
    ),
  },
  {
    slug: 'topgear',
    name: 'Top Gear',
    category: 'Motoring',
    colour: '#1d1d1b',
    textColour: '#ffffff',
    description: 'The world’s biggest motoring brand: reviews, news and big ideas about cars.',
    heroHeading: 'Top Gear',
    heroSubheading: 'Reviews, road tests and adventures for people who love cars.',
    website: { label: 'Visit topgear.com', href: 'https://www.topgear.com/' },
    facts: [
      { value: '40+', label: 'International editions (sample)' },
      { value: '8m', label: 'Monthly online users (sample)' },
      { value: '600+', label: 'Car reviews a year (sample)' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/topgear/' },
      { network: 'x', href: 'https://x.com/TopGear' },
      { network: 'youtube', href: 'https://www.youtube.com/@topgear' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@topgear' },
    ],
    html: section(
      'Cars, and everything around them',
      'Top Gear magazine and topgear.com review the cars people buy and the cars they dream about, with the wit and authority readers expect from the brand.',
      'Our electric car coverage has grown faster than any other section over the past two years, and our buying guides help drivers make one of the biggest purchases of their lives.',
    ),
  },
  {
    slug: 'madeformums',
    name: 'MadeForMums',
    category: 'Family',
    colour: '#d6006f',
    textColour: '#ffffff',
    description: 'Trusted, expert-checked advice for parents, from pregnancy to the school years.',
    heroHeading: 'MadeForMums',
    heroSubheading: 'Honest advice and real-parent product reviews for every stage of family life.',
    website: { label: 'Visit madeformums.com', href: 'https://www.madeformums.com/' },
    facts: [
      { value: '2m', label: 'Parents every month (sample)' },
      { value: '1,200+', label: 'Products tested by parents (sample)' },
      { value: '15', label: 'Years of the MadeForMums Awards (sample)' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/madeformums/' },
      { network: 'facebook', href: 'https://www.facebook.com/madeformums/' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@madeformums' },
    ],
    html: section(
      'By parents, for parents',
      'MadeForMums combines expert-checked health advice with reviews written by parents who have actually used the pushchair, car seat or baby monitor in question.',
      'The MadeForMums Awards, voted for by tens of thousands of parents, are a badge of trust that families look for in store.',
    ),
  },
  {
    slug: 'youth-and-childrens',
    name: 'Youth & Children’s',
    category: 'Family',
    colour: '#ff7a00',
    textColour: '#1a1a1a',
    description: 'Magazines that children love and parents trust, packed with puzzles, stories and makes.',
    heroHeading: 'Youth & Children’s',
    heroSubheading: 'Reading, making and learning for children aged two to twelve.',
    facts: [
      { value: '12', label: 'Children’s titles (sample)' },
      { value: '400,000', label: 'Copies sold every month (sample)' },
      { value: '2–12', label: 'Age range we publish for' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/immediatekids/' },
      { network: 'youtube', href: 'https://www.youtube.com/@immediatekids' },
    ],
    html: section(
      'Learning through play',
      'Our youth and children’s portfolio includes pre-school favourites and titles for older readers, each built around stories, puzzles and things to make.',
      'Every title is written with educational advisers and checked against our <a href="/safeguarding-policy/">safeguarding policy</a>, so parents can hand them over with confidence.',
    ),
  },
  {
    slug: 'nutracheck',
    name: 'Nutracheck',
    category: 'Health',
    colour: '#5bb947',
    textColour: '#0f1f0f',
    description: 'The calorie and nutrient tracking app that helps people eat well and lose weight sustainably.',
    heroHeading: 'Nutracheck',
    heroSubheading: 'Track calories and nutrients, and build healthy habits that last.',
    website: { label: 'Visit nutracheck.co.uk', href: 'https://www.nutracheck.co.uk/' },
    facts: [
      { value: '350,000+', label: 'UK foods in the database (sample)' },
      { value: '4.7★', label: 'Average app rating (sample)' },
      { value: '20', label: 'Years helping people eat well (sample)' },
    ],
    social: [
      { network: 'instagram', href: 'https://www.instagram.com/nutracheck/' },
      { network: 'facebook', href: 'https://www.facebook.com/nutracheck/' },
    ],
    html: section(
      'Healthy eating, made measurable',
      'Nutracheck’s food diary covers the brands and dishes people actually eat in the UK, with barcode scanning and a photo log that make tracking quick.',
      'Members get recipes from our food brands and support from a community that has lost millions of pounds between them.',
    ),
  },
];

/** All ten brands for brand grids. */
export const BRAND_GRID_BRANDS = BRANDS.map((brand) => ({
  name: brand.name,
  href: `/our-brands/${brand.slug}/`,
  description: brand.description,
  colour: brand.colour,
  textColour: brand.textColour,
  category: brand.category,
}));

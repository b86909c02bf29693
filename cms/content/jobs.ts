/**
 * Thirteen sample vacancies across editorial, commercial, technology,
 * marketing and finance. The CMS serves them to the jobs list and job detail
 * pages. One carries a purely numeric id, as applicant-tracking systems often
 * issue: `/jobs/20417` must be a job, never a draft id.
 *
 * Their dates are days before and after the pack's day (`jobsOn`), so the pack
 * never ages: on any day nine roles are open and four have closed, whichever
 * day that is (the reference CMS takes its day from the one clock,
 * contract/clock.ts; the WordPress import from the same clock when it runs).
 * @module
 */
import type { JobInput } from '../../contract/nodes';
import { publishedMoment, section, ul } from './build';

interface JobSeed extends Omit<JobInput, 'html' | 'applyUrl' | 'datePosted' | 'validThrough'> {
  /** Posted this many days before the pack's day. */
  postedDaysAgo: number;
  /** Closes this many days after the pack's day (negative: closed already); none: open until filled. */
  closesInDays?: number;
  responsibilities: string[];
  requirements: string[];
  intro: string;
}

const SEEDS: JobSeed[] = [
  {
    id: 'senior-editor-bbc-good-food-1042',
    title: 'Senior Editor, BBC Good Food',
    department: 'Editorial',
    brand: 'BBC Good Food',
    location: 'Bristol',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£48,000 to £55,000 a year',
    postedDaysAgo: 49,
    closesInDays: -4,
    summary: 'Lead features and seasonal recipe collections for the UK’s favourite food brand, in print and online.',
    intro:
      'BBC Good Food is looking for a senior editor to shape the features and seasonal collections that millions of home cooks rely on.',
    responsibilities: [
      'Commission and edit features for the magazine and website.',
      'Plan seasonal recipe collections with the test kitchen.',
      'Brief photographers, stylists and freelance writers.',
      'Use audience data to decide what to publish and when.',
    ],
    requirements: [
      'Substantial experience editing food or lifestyle content.',
      'Excellent copy-editing and headline writing.',
      'Confidence working with analytics tools.',
      'A genuine love of cooking.',
    ],
  },
  {
    id: 'digital-writer-radio-times-1043',
    title: 'Digital Writer, Radio Times',
    department: 'Editorial',
    brand: 'Radio Times',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£30,000 to £34,000 a year',
    postedDaysAgo: 46,
    closesInDays: -18,
    summary: 'Write fast, accurate news and explainers about TV and streaming for radiotimes.com.',
    intro: 'Radio Times is hiring a digital writer to join its busy entertainment news desk.',
    responsibilities: [
      'Write news stories, explainers and episode guides.',
      'Optimise articles for search and social.',
      'Cover press screenings and events.',
    ],
    requirements: [
      'Experience writing for a news website.',
      'A broad knowledge of television and streaming.',
      'Speed without sacrificing accuracy.',
    ],
  },
  {
    id: 'podcast-producer-historyextra-1044',
    title: 'Podcast Producer, HistoryExtra',
    department: 'Editorial',
    brand: 'HistoryExtra',
    location: 'Bristol',
    workplace: 'Hybrid',
    employmentType: 'CONTRACTOR',
    salary: '£260 a day',
    postedDaysAgo: 41,
    closesInDays: -10,
    summary: 'Produce and edit episodes of one of the UK’s most popular history podcasts, on a twelve-month contract.',
    intro: 'The HistoryExtra podcast team is looking for a producer on a twelve-month contract.',
    responsibilities: [
      'Record and edit interviews with historians.',
      'Write show notes and episode descriptions.',
      'Produce live recordings at events.',
    ],
    requirements: ['Experience producing podcasts or radio.', 'Confidence with audio editing software.', 'An interest in history.'],
  },
  {
    id: 'sub-editor-gardeners-world-1045',
    title: 'Sub-editor, BBC Gardeners’ World Magazine',
    department: 'Editorial',
    brand: 'BBC Gardeners’ World Magazine',
    location: 'Bristol',
    workplace: 'Office',
    employmentType: 'PART_TIME',
    salary: '£29,000 to £32,000 a year pro rata',
    postedDaysAgo: 35,
    summary: 'Check, edit and headline the practical advice of the UK’s best-selling gardening magazine, three days a week.',
    intro: 'BBC Gardeners’ World Magazine needs a meticulous sub-editor to join the production team three days a week.',
    responsibilities: [
      'Sub-edit features and practical pages.',
      'Check plant names and facts.',
      'Write headlines, standfirsts and captions.',
    ],
    requirements: [
      'Sub-editing experience on a magazine.',
      'Impeccable spelling and grammar.',
      'Knowledge of plants is a bonus, not a requirement.',
    ],
  },
  {
    id: 'partnerships-director-food-1046',
    title: 'Partnerships Director, Food',
    department: 'Commercial',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£85,000 to £95,000 a year plus bonus',
    postedDaysAgo: 53,
    closesInDays: 6,
    summary: 'Lead the commercial team selling partnerships across BBC Good Food, olive and BBC Easy Cook.',
    intro: 'We are looking for a partnerships director to lead commercial growth across our food portfolio.',
    responsibilities: [
      'Lead a team of partnership managers.',
      'Build relationships with major food and drink advertisers and agencies.',
      'Develop integrated campaigns with editorial and the content studio.',
    ],
    requirements: [
      'Senior experience in media sales or partnerships.',
      'A track record of growing revenue.',
      'Experience leading and developing a team.',
    ],
  },
  {
    id: 'account-manager-motoring-1047',
    title: 'Account Manager, Motoring',
    department: 'Commercial',
    brand: 'Top Gear',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£38,000 to £42,000 a year plus commission',
    postedDaysAgo: 28,
    closesInDays: 10,
    summary: 'Manage relationships with car makers and their agencies, selling campaigns across Top Gear.',
    intro: 'Top Gear’s commercial team is hiring an account manager.',
    responsibilities: [
      'Manage a portfolio of automotive clients.',
      'Respond to briefs with multi-platform proposals.',
      'Report on campaign performance.',
    ],
    requirements: ['Experience in media sales or account management.', 'Strong presentation skills.', 'An interest in cars is helpful.'],
  },
  {
    id: 'senior-software-engineer-1048',
    title: 'Senior Software Engineer',
    department: 'Technology',
    location: 'Remote (UK)',
    workplace: 'Remote',
    employmentType: 'FULL_TIME',
    salary: '£70,000 to £80,000 a year',
    postedDaysAgo: 43,
    closesInDays: 3,
    summary: 'Build fast, accessible websites and apps used by millions of people every month.',
    intro:
      'Our platform team builds the websites and services behind our brands. We are looking for a senior engineer to help us make them faster and more reliable.',
    responsibilities: [
      'Design and build features across our web platform.',
      'Improve performance and accessibility.',
      'Review code and mentor other engineers.',
      'Take part in a fair on-call rota.',
    ],
    requirements: [
      'Strong experience with TypeScript and React.',
      'Experience running services at scale on the edge or in the cloud.',
      'A commitment to testing and accessible design.',
    ],
  },
  {
    id: 'data-analyst-audience-1049',
    title: 'Data Analyst, Audience',
    department: 'Technology',
    location: 'Bristol',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£40,000 to £46,000 a year',
    postedDaysAgo: 21,
    closesInDays: 17,
    summary: 'Turn audience data into insight that shapes what our brands publish and sell.',
    intro: 'The data team is hiring an analyst to work with editorial and commercial teams.',
    responsibilities: [
      'Build dashboards and reports.',
      'Analyse audience behaviour across our sites and apps.',
      'Present findings to editors and commercial teams.',
    ],
    requirements: [
      'Experience with SQL and a visualisation tool.',
      'Clear communication with non-technical colleagues.',
      'Curiosity about what makes people read, watch and listen.',
    ],
  },
  {
    id: 'product-designer-apps-1050',
    title: 'Product Designer, Apps',
    department: 'Technology',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'TEMPORARY',
    salary: '£55,000 to £62,000 a year pro rata',
    postedDaysAgo: 19,
    closesInDays: 7,
    summary: 'Design features for the BBC Good Food and Nutracheck apps on a nine-month fixed-term contract.',
    intro: 'We are looking for a product designer to cover a period of parental leave in our apps team.',
    responsibilities: [
      'Design and test new app features.',
      'Work closely with engineers and product managers.',
      'Maintain our design system.',
    ],
    requirements: [
      'A portfolio of shipped mobile app work.',
      'Experience with user research.',
      'Understanding of accessibility standards.',
    ],
  },
  {
    id: 'crm-marketing-manager-1051',
    title: 'CRM Marketing Manager',
    department: 'Marketing',
    location: 'Bristol',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£42,000 to £48,000 a year',
    postedDaysAgo: 39,
    closesInDays: -11,
    summary: 'Grow and retain subscribers with email and in-app journeys across our brands.',
    intro: 'Our consumer marketing team is hiring a CRM manager.',
    responsibilities: [
      'Plan and build lifecycle email journeys.',
      'Run tests to improve conversion and retention.',
      'Manage newsletter growth campaigns.',
    ],
    requirements: [
      'Experience in CRM or email marketing.',
      'Confidence with testing and analysis.',
      'Knowledge of data protection rules for marketing.',
    ],
  },
  {
    id: 'marketing-intern-events-1052',
    title: 'Marketing Intern, Events',
    department: 'Marketing',
    location: 'London',
    workplace: 'Office',
    employmentType: 'INTERN',
    salary: '£24,500 a year (London Living Wage)',
    postedDaysAgo: 14,
    summary: 'A six-month paid internship helping to market our live events and shows.',
    intro: 'Our events team is offering a six-month paid internship.',
    responsibilities: [
      'Help plan social media for events.',
      'Support the team on event days.',
      'Write copy for event listings and emails.',
    ],
    requirements: ['An interest in marketing and live events.', 'Good written communication.', 'No previous experience needed.'],
  },
  {
    id: 'financial-accountant-1053',
    title: 'Financial Accountant',
    department: 'Finance',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£52,000 to £58,000 a year',
    postedDaysAgo: 32,
    closesInDays: 12,
    summary: 'Own month-end close, statutory accounts and audit preparation for group companies.',
    intro: 'The finance team is looking for a qualified financial accountant.',
    responsibilities: [
      'Manage month-end close for group companies.',
      'Prepare statutory accounts.',
      'Lead the annual audit process.',
      'Improve finance processes and controls.',
    ],
    requirements: ['ACA, ACCA or CIMA qualified.', 'Experience of UK GAAP statutory accounts.', 'Strong spreadsheet skills.'],
  },
  {
    id: '20417',
    title: 'Data Analyst, Audience Insight',
    department: 'Technology',
    location: 'London',
    workplace: 'Hybrid',
    employmentType: 'FULL_TIME',
    salary: '£40,000 to £46,000 a year',
    postedDaysAgo: 28,
    closesInDays: 24,
    summary: 'Turn reader and subscriber data into clear answers for editors and the commercial team.',
    intro: 'The audience insight team is looking for a data analyst to help our brands understand what readers value.',
    responsibilities: [
      'Build and maintain dashboards for editorial and commercial teams.',
      'Analyse subscription journeys and churn.',
      'Design and read A/B tests with product managers.',
      'Explain findings in plain English.',
    ],
    requirements: [
      'Strong SQL and spreadsheet skills.',
      'Experience with a visualisation tool.',
      'Curiosity about how people read and subscribe.',
    ],
  },
];

/** The ISO date `days` after the ISO date `day` (negative: before). */
function shifted(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The sample roles as they stand on `day` (an ISO date, London's): posted and closing around it. */
export function jobsOn(day: string): JobInput[] {
  return SEEDS.map(({ responsibilities, requirements, intro, postedDaysAgo, closesInDays, ...job }) => ({
    ...job,
    datePosted: shifted(day, -postedDaysAgo),
    posted: publishedMoment(shifted(day, -postedDaysAgo)),
    ...(closesInDays === undefined ? {} : { validThrough: shifted(day, closesInDays) }),
    html:
      `<p>${intro}</p>` +
      section('What you will do', ul(...responsibilities)) +
      section('What you will bring', ul(...requirements)) +
      section(
        'What we offer',
        '<p>25 days’ holiday plus your birthday off, a personal learning budget, private medical insurance and flexible working. Read more about <a href="/life-at-immediate/">life at Immediate</a>.</p>',
      ),
    applyUrl: `https://careers.immediate.example/apply/${job.id}`,
    ...(job.employmentType === 'CONTRACTOR' ? { contract: 'Twelve-month contract' } : {}),
    ...(job.employmentType === 'TEMPORARY' ? { contract: 'Nine-month fixed-term contract' } : {}),
  }));
}

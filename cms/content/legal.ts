/**
 * Legal and conduct pages: terms and conditions, security disclosure,
 * complaints, safeguarding and the code of conduct.
 * @module
 */
import { def, ol, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

const terms = def(
  page({
    path: '/terms-and-conditions/',
    title: 'Terms and conditions',
    description: 'The terms that apply when you use this website.',
    layout: 'minimal',
    publishedIso: '2023-05-15',
  }),
  [
    { type: 'heading', text: 'Website terms and conditions', level: 2, anchor: 'terms' },
    rich(
      paras(
        'These terms apply to your use of www.immediate.co.uk. This is sample text for a reference site and is not legal advice. Please read these terms carefully before using the site.',
      ),
      section(
        '1. About us',
        'This website is operated by Immediate Media Company London Limited (“we”, “us”). Our details are set out in the footer of every page. Our brands’ own websites have their own terms.',
      ),
      section(
        '2. Using the site',
        ul(
          'You may view, download for caching purposes only, and print pages for your own personal use.',
          'You must not republish, sell or redistribute material from this site without our written permission.',
          'You must not use the site in any way that causes, or may cause, damage to the site or impairs its availability.',
        ),
      ),
      section(
        '3. Intellectual property',
        'Unless otherwise stated, we or our licensors own the intellectual property rights in the site and its content. BBC logos and brand names are used under licence.',
      ),
      section(
        '4. Links to other sites',
        'Where the site links to other sites and resources provided by third parties, these links are for your information only. We have no control over the contents of those sites.',
      ),
      section(
        '5. Our liability',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Subject to that, we are not liable for any loss arising from your use of the site.',
      ),
      section(
        '6. Changes and governing law',
        'We may revise these terms at any time by amending this page. These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
      ),
    ),
  ],
);

const security = def(
  page({
    path: '/security-disclosure-policy/',
    title: 'Security disclosure policy',
    description: 'How to report a security vulnerability in our websites, apps or services.',
    publishedIso: '2023-10-09',
  }),
  [
    { type: 'hero', variant: 'page', heading: 'Security disclosure policy', subheading: 'Help us keep our audiences safe.' },
    rich(
      section(
        'Reporting a vulnerability',
        'If you believe you have found a security vulnerability in any website, app or service run by Immediate Media or our brands, please email <a href="mailto:security@immediate.example">security@immediate.example</a>. A machine-readable summary of this policy is published at /.well-known/security.txt.',
      ),
      section(
        'What to include',
        ul(
          'The address of the affected page or service.',
          'A description of the issue and its potential impact.',
          'Steps to reproduce it, with any proof-of-concept code.',
          'How you would like to be credited, if at all.',
        ),
      ),
      section(
        'Our commitments',
        ol(
          'We will acknowledge your report within three working days.',
          'We will keep you informed of our progress.',
          'We will not take legal action against good-faith research that follows this policy.',
          'We will credit you, with your permission, once the issue is fixed.',
        ),
      ),
    ),
    {
      type: 'accordion',
      heading: 'Scope and rules',
      items: [
        { title: 'In scope', html: paras('Our corporate website, our brand websites and apps, and public APIs we operate.') },
        {
          title: 'Out of scope',
          html: ul(
            'Denial-of-service testing',
            'Social engineering of our staff',
            'Physical attacks on our offices',
            'Reports from automated scanners without a demonstrated impact',
          ),
        },
        {
          title: 'Please do not',
          html: ul(
            'Access or change data that is not yours.',
            'Disclose the issue publicly before we have fixed it.',
            'Run tests that degrade the service for other users.',
          ),
        },
      ],
    },
  ],
);

const complaints = def(
  page({
    path: '/complaints/',
    title: 'Complaints',
    description: 'How to complain about editorial content, and how we handle complaints under the Editors’ Code.',
    publishedIso: '2023-08-01',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Editorial complaints',
      subheading: 'We aim to get things right, and to put them right quickly when we do not.',
    },
    rich(
      section(
        'Our standards',
        'Our publications are members of an independent press regulator and follow the Editors’ Code of Practice. This page explains how to complain if you think we have fallen short.',
      ),
      section(
        'How to complain',
        ol(
          'Email <a href="mailto:complaints@immediate.example">complaints@immediate.example</a> within four months of publication.',
          'Tell us the publication, the date, the headline and, for online content, the web address.',
          'Explain which clause of the Editors’ Code you believe we have breached, and why.',
        ),
        '<p>We will acknowledge your complaint within seven days and aim to resolve it within 28 days.</p>',
      ),
      section(
        'If you are not satisfied',
        'If we cannot resolve your complaint, you may refer it to the regulator once our process is complete or 28 days after you first complained, whichever is sooner.',
      ),
    ),
    {
      type: 'accordion',
      heading: 'Frequently asked questions',
      items: [
        {
          title: 'Can I complain about advertising?',
          html: paras(
            'Complaints about advertisements should go to the advertising standards regulator. Our <a href="/trading-policies/advertising-terms-and-conditions/">advertising terms</a> explain our own rules.',
          ),
        },
        {
          title: 'Can I complain on someone else’s behalf?',
          html: paras('Usually we need the complaint to come from the person directly affected, or with their written permission.'),
        },
        {
          title: 'How do I cancel a subscription?',
          html: paras(
            'Subscription questions are not editorial complaints. Please contact the brand’s subscriptions team from its website.',
          ),
        },
      ],
    },
  ],
);

const safeguarding = def(
  page({
    path: '/safeguarding-policy/',
    title: 'Safeguarding policy',
    description: 'How we protect children and vulnerable adults who take part in our content, events and activities.',
    publishedIso: '2023-11-20',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Safeguarding policy',
      subheading: 'Everyone who takes part in our work has the right to be safe.',
    },
    rich(
      section(
        'Scope',
        'This policy applies to all employees, freelancers and contractors who work with children (under 18) or adults at risk, including on photo shoots, at events, in competitions and in reader panels.',
      ),
      section(
        'Our principles',
        ul(
          'The welfare of the child or adult at risk is paramount.',
          'Everyone has a responsibility to report concerns.',
          'We obtain consent from a parent or guardian before a child takes part.',
          'We never publish information that could identify where a child lives or goes to school.',
        ),
      ),
      section(
        'Designated safeguarding leads',
        'We have trained safeguarding leads in London and Bristol. Concerns can be raised at any time with <a href="mailto:safeguarding@immediate.example">safeguarding@immediate.example</a>. If a child is in immediate danger, call 999.',
      ),
      section(
        'Training and review',
        'Everyone in our Youth &amp; Children’s team, our events team and our photo desks completes safeguarding training every year. This policy is reviewed annually by the board.',
      ),
    ),
  ],
);

const conduct = def(
  page({
    path: '/code-of-conduct/',
    title: 'Code of conduct',
    description: 'The standards of behaviour we expect from everyone who works at or with Immediate Media.',
    publishedIso: '2023-10-23',
  }),
  [
    { type: 'hero', variant: 'page', heading: 'Code of conduct', subheading: 'Doing the right thing, every day.' },
    rich(
      paras(
        'Our code of conduct sets out how we treat each other, our audiences and our partners. It applies to everyone at Immediate, whatever their role.',
      ),
      section(
        'Respect and inclusion',
        'We treat everyone with dignity. Bullying, harassment and discrimination are never acceptable, and we act on every report.',
      ),
      section(
        'Honest business',
        ul(
          'We do not offer or accept bribes, and we record gifts and hospitality over £50 (sample threshold).',
          'We compete fairly and follow competition law.',
          'We declare conflicts of interest as soon as they arise.',
        ),
      ),
      section('Editorial integrity', 'Commercial partners never buy editorial opinion. Sponsored content is always clearly labelled.'),
      section(
        'Speaking up',
        'If you see something that worries you, raise it with your manager, the People team or our confidential whistleblowing line. We protect anyone who speaks up in good faith.',
      ),
    ),
    {
      type: 'accordion',
      heading: 'Related policies',
      items: [
        { title: 'Anti-bribery and corruption', html: paras('Sets out the rules on gifts, hospitality and payments to officials.') },
        { title: 'Whistleblowing', html: paras('Explains how to raise a concern confidentially, including to an independent service.') },
        {
          title: 'Modern slavery',
          html: paras(
            'Read our <a href="/modern-slavery-and-human-trafficking-statement/">modern slavery and human trafficking statement</a>.',
          ),
        },
      ],
    },
  ],
);

export const legalPages: PageDef[] = [terms, security, complaints, safeguarding, conduct];

/**
 * Statutory statements: tax strategy and section 172 statement, modern
 * slavery statement and gender pay gap report. All figures are sample figures.
 * @module
 */
import { def, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

const taxS172 = def(
  page({
    path: '/tax-s172/',
    title: 'Tax strategy and section 172 statement',
    description: 'Our UK tax strategy and how our directors have regard to the matters in section 172 of the Companies Act 2006.',
    publishedIso: '2024-04-29',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Tax strategy and section 172 statement',
      subheading: 'For the year ended 31 December 2023 (sample).',
    },
    rich(
      section(
        'Our tax strategy',
        'This strategy is published in line with the requirements of the Finance Act 2016. It applies to Immediate Media Company London Limited and its UK subsidiaries.',
        ul(
          'We comply with all relevant tax laws, rules and regulations, and pay the right amount of tax at the right time.',
          'We do not enter into artificial arrangements to avoid tax.',
          'We maintain an open, professional relationship with HM Revenue &amp; Customs.',
          'Our Chief Financial Officer is accountable to the board for tax risk.',
        ),
      ),
      section(
        'Section 172 statement',
        'The directors consider that, individually and together, they have acted in the way they consider, in good faith, would be most likely to promote the success of the company for the benefit of its members as a whole, having regard to the matters set out in section 172(1)(a) to (f) of the Companies Act 2006.',
      ),
    ),
    {
      type: 'table',
      caption: 'How the board engaged with stakeholders in 2023 (sample)',
      head: ['Stakeholder', 'How we engaged', 'Outcome'],
      rows: [
        [
          'Colleagues',
          'Quarterly all-company meetings, engagement survey, employee forum',
          'Hybrid working policy renewed; learning budget increased',
        ],
        ['Audiences', 'Reader panels, research and complaints data', 'New accessibility standards for our websites'],
        ['Advertisers', 'Client advisory board and annual Imagine event', 'Lower-carbon advertising packages launched'],
        ['Suppliers', 'Supplier reviews and ethical audits', 'Prompt payment terms for small suppliers'],
        ['Communities and environment', 'Sustainability committee and charity partnerships', 'Renewable energy in both offices'],
      ],
    },
  ],
);

const modernSlavery = def(
  page({
    path: '/modern-slavery-and-human-trafficking-statement/',
    title: 'Modern slavery and human trafficking statement',
    description: 'Our statement under section 54 of the Modern Slavery Act 2015 for the financial year 2023.',
    publishedIso: '2024-06-10',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Modern slavery and human trafficking statement',
      subheading: 'Financial year ended 31 December 2023 (sample).',
    },
    rich(
      paras(
        'This statement is made under section 54(1) of the Modern Slavery Act 2015 and sets out the steps we have taken to ensure that slavery and human trafficking are not taking place in our business or our supply chains.',
      ),
      section(
        'Our business and supply chains',
        'We publish magazines, websites, apps and podcasts and run live events. Our main suppliers are printers, paper merchants, distributors, technology providers, freelancers and event contractors, most of them based in the UK and Europe.',
      ),
      section(
        'Policies',
        ul(
          'Our <a href="/code-of-conduct/">code of conduct</a> and whistleblowing policy.',
          'Our <a href="/trading-policies/ethical-policy/">ethical policy</a>, which suppliers must accept.',
          'Our <a href="/trading-policies/responsible-forest-products-purchasing-policy/">responsible forest products purchasing policy</a>.',
        ),
      ),
      section(
        'Due diligence and risk assessment',
        'We assess suppliers by sector and country. Higher-risk suppliers, including those making cover-mounted gifts, complete a questionnaire and may be audited by an independent firm. In 2023 we audited 14 factories (sample figure) and closed all corrective actions.',
      ),
      section('Training', 'Everyone in our procurement, production and events teams completed modern slavery training during the year.'),
      section('Approval', 'This statement was approved by the board and signed on its behalf by the Chief Executive (sample).'),
    ),
  ],
);

const genderPay = def(
  page({
    path: '/gender-pay/',
    title: 'Gender pay gap report',
    description: 'Our gender pay gap figures for the snapshot date of 5 April 2023, and what we are doing to close the gap.',
    publishedIso: '2024-03-28',
  }),
  [
    {
      type: 'hero',
      variant: 'page',
      heading: 'Gender pay gap report',
      subheading: 'Snapshot date 5 April 2023. All figures are sample figures.',
    },
    rich(
      paras(
        'UK employers with 250 or more employees publish their gender pay gap every year. The gender pay gap is the difference in average hourly pay between all men and all women in an organisation; it is not the same as equal pay, which we are committed to and audit every year.',
      ),
    ),
    {
      type: 'table',
      caption: 'Pay and bonus gaps (sample)',
      head: ['Measure', '2023', '2022'],
      rows: [
        ['Mean hourly pay gap', '12.4%', '14.1%'],
        ['Median hourly pay gap', '9.8%', '11.6%'],
        ['Mean bonus gap', '21.0%', '24.5%'],
        ['Median bonus gap', '8.2%', '10.3%'],
        ['Women receiving a bonus', '71%', '68%'],
        ['Men receiving a bonus', '69%', '67%'],
      ],
    },
    {
      type: 'table',
      caption: 'Proportion of women and men in each pay quartile (sample)',
      head: ['Quartile', 'Women', 'Men'],
      rows: [
        ['Upper', '52%', '48%'],
        ['Upper middle', '61%', '39%'],
        ['Lower middle', '64%', '36%'],
        ['Lower', '66%', '34%'],
      ],
    },
    rich(
      section(
        'Closing the gap',
        ul(
          'Transparent salary bands published on every job advert.',
          'A returners’ programme for people coming back after a career break.',
          'Sponsorship for women in technology and commercial leadership roles.',
          'Annual equal pay audit reviewed by the board.',
        ),
      ),
      paras('We confirm that the information in this report is accurate. Signed, Chief People Officer (sample).'),
    ),
  ],
);

export const statementPages: PageDef[] = [taxS172, modernSlavery, genderPay];

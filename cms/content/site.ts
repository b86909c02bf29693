/**
 * Site settings and menus of the sample pack: header, footer groups, legal
 * links and the company's social accounts.
 * @module
 */
import type { ContentPack } from './types';

export const settings: ContentPack['settings'] = {
  tagline: 'Special interest media that people love: food, history, TV, gardening, motoring and family.',
  legalLine:
    'Sample content. Immediate Media Company London Limited, Eagle House, Colston Avenue, Bristol BS1 4ST. ' +
    'Registered in England and Wales, company number 00000000 (sample). ' +
    'Registered office: Vineyard House, 44 Brook Green, London W6 7BT.',
};

export const menus: ContentPack['menus'] = {
  header: [
    { label: 'Who we are', href: '/who-we-are/' },
    { label: 'Our brands', href: '/our-brands/' },
    { label: 'Commercial', href: '/commercial/' },
    { label: 'Life at Immediate', href: '/life-at-immediate/' },
    { label: 'News', href: '/news/' },
    { label: 'Jobs', href: '/jobs/' },
    { label: 'Contact', href: '/contact/' },
  ],
  footer: [
    {
      heading: 'Company',
      links: [
        { label: 'Who we are', href: '/who-we-are/' },
        { label: 'Our brands', href: '/our-brands/' },
        { label: 'Commercial', href: '/commercial/' },
        { label: 'Award wins', href: '/award-wins/' },
        { label: 'Imagine', href: '/imagine/' },
        { label: 'Sustainability reports', href: '/immediate-sustainability-reports/' },
        { label: 'Our point of view on advertising', href: '/company-povs-advertising/' },
        { label: 'News', href: '/news/' },
        { label: 'Jobs', href: '/jobs/' },
        { label: 'Contact', href: '/contact/' },
      ],
    },
    {
      heading: 'Policies',
      links: [
        { label: 'Privacy', href: '/privacy/' },
        { label: 'Cookies', href: '/cookies/' },
        { label: 'Gender pay', href: '/gender-pay/' },
        { label: 'Modern slavery statement', href: '/modern-slavery-and-human-trafficking-statement/' },
        { label: 'Tax strategy and s172 statement', href: '/tax-s172/' },
        { label: 'Code of conduct', href: '/code-of-conduct/' },
        { label: 'Complaints', href: '/complaints/' },
        { label: 'Safeguarding policy', href: '/safeguarding-policy/' },
        { label: 'Security disclosure policy', href: '/security-disclosure-policy/' },
        { label: 'Terms and conditions', href: '/terms-and-conditions/' },
        { label: 'Accessibility statement', href: '/accessibility/' },
      ],
    },
    {
      heading: 'Trading',
      links: [
        { label: 'Trading policies', href: '/trading-policies/' },
        { label: 'Suppliers', href: '/trading-policies/suppliers/' },
        { label: 'Ethical policy', href: '/trading-policies/ethical-policy/' },
        { label: 'POTACS', href: '/trading-policies/potacs/' },
        {
          label: 'Responsible forest products',
          href: '/trading-policies/responsible-forest-products-purchasing-policy/',
        },
        { label: 'Advertising terms and conditions', href: '/trading-policies/advertising-terms-and-conditions/' },
        {
          label: 'Brand safety guidelines',
          href: '/trading-policies/advertising-terms-and-conditions/brand-safety-guidelines/',
        },
      ],
    },
  ],
  legal: [
    { label: 'Privacy', href: '/privacy/' },
    { label: 'Cookies', href: '/cookies/' },
    { label: 'Cookie list', href: '/cookies/cookies-2/' },
    { label: 'Terms and conditions', href: '/terms-and-conditions/' },
    { label: 'Modern slavery statement', href: '/modern-slavery-and-human-trafficking-statement/' },
    { label: 'Complaints', href: '/complaints/' },
    { label: 'Accessibility', href: '/accessibility/' },
  ],
  social: [
    { network: 'linkedin', href: 'https://www.linkedin.com/company/immediate-media-co/', label: 'Immediate Media on LinkedIn' },
    { network: 'instagram', href: 'https://www.instagram.com/immediatemedia/', label: 'Immediate Media on Instagram' },
    { network: 'facebook', href: 'https://www.facebook.com/ImmediateMediaCo/', label: 'Immediate Media on Facebook' },
    { network: 'x', href: 'https://x.com/ImmediateMedia', label: 'Immediate Media on X' },
    { network: 'youtube', href: 'https://www.youtube.com/@immediatemedia', label: 'Immediate Media on YouTube' },
    { network: 'tiktok', href: 'https://www.tiktok.com/@immediatemedia', label: 'Immediate Media on TikTok' },
  ],
};

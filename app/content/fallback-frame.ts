/**
 * The site frame used when the CMS cannot give one (an error page during an
 * outage): the primary navigation still works.
 * @module
 */
import type { Menus, Site } from './route';

export const FALLBACK_MENUS: Menus = {
  header: [
    { label: 'Who we are', href: '/who-we-are/' },
    { label: 'Our brands', href: '/our-brands/' },
    { label: 'Commercial', href: '/commercial/' },
    { label: 'Life at Immediate', href: '/life-at-immediate/' },
    { label: 'News', href: '/news/' },
    { label: 'Jobs', href: '/jobs/' },
    { label: 'Contact', href: '/contact/' },
  ],
  footer: [],
  legal: [
    { label: 'Privacy', href: '/privacy/' },
    { label: 'Cookies', href: '/cookies/' },
    { label: 'Terms and conditions', href: '/terms-and-conditions/' },
  ],
  social: [],
};

export const FALLBACK_SETTINGS: Site['settings'] = { legalLine: '', tagline: '' };

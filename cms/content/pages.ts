/**
 * Every page of the pack, in site order.
 * @module
 */
import { accessibilityPages } from './accessibility';
import { articlePages } from './articles';
import { brandPages } from './brands';
import { companyPages } from './company';
import { cookiePages } from './cookies';
import { corePages } from './core';
import { legalPages } from './legal';
import { miscPages } from './misc';
import { newsroomPages } from './newsroom';
import { pressKitPage } from './press-kit';
import { privacyPages } from './privacy';
import { statementPages } from './statements';
import { tradingPages } from './trading';
import type { PageDef } from './types';

export const pages: PageDef[] = [
  ...corePages,
  ...newsroomPages,
  pressKitPage,
  ...brandPages,
  ...companyPages,
  ...legalPages,
  ...statementPages,
  ...privacyPages,
  ...cookiePages,
  ...accessibilityPages,
  ...tradingPages,
  ...articlePages,
  ...miscPages,
];

/**
 * Screenshots of pages in Debian's Chromium, for looking at the site as a
 * person would: `node scripts/screenshots.ts [base] [path...]`. Writes
 * .build/screenshots/{name}-{width}.png and prints console messages.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium } from './lib/chrome-path.ts';
import { DEFAULT_PORTS } from './lib/server.ts';

const base = process.argv[2] ?? `http://localhost:${DEFAULT_PORTS.site}`;
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/our-brands/goodfood/', '/news/', '/jobs/', '/does-not-exist/'];
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
mkdirSync('.build/screenshots', { recursive: true });
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of widths) {
  // A person's browser: headless Chromium's own user agent counts as a crawler (isbot).
  const page = await browser.newPage({ viewport: { width, height: 900 }, userAgent: PERSON_UA });
  page.on('console', (message) => console.log(`  [${width}] console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`  [${width}] pageerror: ${error.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 5000 }).catch(() => console.log(`  ${path}: not hydrated`));
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `.build/screenshots/${name}-${width}.png`, fullPage: process.env.FULL !== '0' });
    console.log(`${path} @${width}: .build/screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();

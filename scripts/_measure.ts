import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', viewport: { width: 1280, height: 900 } });
const js: string[] = [];
page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) js.push(u.pathname); });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto('http://localhost:8787' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
let total = 0;
for (const p of js) { const n = gzipSync(readFileSync('assets' + p), { level: 9 }).length; total += n; console.log(n, p); }
console.log('total', (total / 1024).toFixed(1), 'KB', await page.evaluate(() => document.documentElement.dataset.hydrated));
await browser.close();

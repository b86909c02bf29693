/**
 * Cache keys use the canonical host and path; nothing outside the key changes
 * what is rendered.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../../helpers/site';
import { eventually } from '../../helpers/wait';

describe('cache keys', () => {
  it('renders the same page whatever the forwarded host, cookies, language or unlisted parameters', async () => {
    const plain = await (await get('/complaints/')).text();
    await eventually(async () => expect((await get('/complaints/')).headers.get('server-timing')).toContain('page-hit'));
    const variants: RequestInit[] = [
      { headers: { 'x-forwarded-host': 'evil.example' } },
      { headers: { cookie: 'session=abc; theme=dark' } },
      { headers: { 'accept-language': 'fr-FR' } },
    ];
    for (const init of variants) {
      const response = await get('/complaints/', init);
      expect(response.headers.get('server-timing'), JSON.stringify(init)).toContain('page-hit');
      expect(await response.text()).toBe(plain);
    }
    const withParams = await get('/complaints/?utm_source=x&fbclid=1');
    expect(withParams.headers.get('server-timing')).toContain('page-hit');
    expect(await withParams.text()).toBe(plain);
  });

  it('keeps crawler and person renders apart', async () => {
    const bot = await get('/cookies/', { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    const person = await get('/cookies/');
    await Promise.all([bot.text(), person.text()]);
    expect(bot.headers.get('server-timing')).toContain('page-miss');
    expect(person.headers.get('server-timing')).toContain('page-miss');
  });

  it('stamps Server-Timing and a request id on pages', async () => {
    const response = await get('/contact/');
    expect(response.headers.get('server-timing')).toMatch(/cms;dur=\d+.*cache;desc=.*render;dur=\d+.*total;dur=\d+/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
  });
});

/**
 * Requests to the site worker under test, on its canonical origin, with raw
 * paths (no URL normalisation, as the edge would receive them).
 */
import { env, exports } from 'cloudflare:workers';

/** The canonical origin the tests request on: the site's SITE_ORIGIN binding (vitest.config.ts binds production's). */
export const ORIGIN: string = env.SITE_ORIGIN;
export const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export async function get(path: string, init: RequestInit & { ua?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', init.ua ?? PERSON);
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers }));
  return response;
}

export async function html(path: string, init: RequestInit & { ua?: string } = {}): Promise<{ response: Response; body: string }> {
  const response = await get(path, init);
  return { response, body: await response.text() };
}

/**
 * `npm run dev`'s client (DEV_CLIENT_ORIGIN, worker/env.ts): refused unless it
 * and the site are on loopback; when set, the document loads the client from
 * Vite's dev server and the CSP allows that origin (and its update socket) and
 * nothing else new; unset, the document and headers are production's.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { configOf } from '../../worker/env';
import { HttpError } from '../../worker/errors';
import { getWith } from '../helpers/site-with';

const DEV = 'http://127.0.0.1:9425';
/** `npm run dev`'s site: on loopback, as the dev client must be. */
const LOCAL = { SITE_ORIGIN: 'http://127.0.0.1:8787' };

function refusal(bindings: Record<string, string>): unknown {
  try {
    configOf({ ...env, ...bindings } as unknown as Env);
  } catch (error) {
    return error;
  }
  return null;
}

describe('DEV_CLIENT_ORIGIN', () => {
  it('is refused with a public site origin, or when it is not loopback itself', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A public site with a dev client (its secrets are real-looking: only the dev client is wrong).
    const secrets = { PREVIEW_SECRET: 'a'.repeat(32), PURGE_SECRET: 'b'.repeat(32) };
    for (const bindings of [
      { SITE_ORIGIN: 'https://www.example.co.uk', DEV_CLIENT_ORIGIN: DEV, ...secrets },
      { SITE_ORIGIN: 'http://127.0.0.1:8787', DEV_CLIENT_ORIGIN: 'http://192.168.1.20:9425' },
      { SITE_ORIGIN: 'http://127.0.0.1:8787', DEV_CLIENT_ORIGIN: 'not a url' },
    ]) {
      const error = refusal(bindings);
      expect(error, JSON.stringify(bindings)).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(503);
    }
    expect(errors.mock.calls.map((call) => String(call[0])).every((line) => line.includes('DEV_CLIENT_ORIGIN'))).toBe(true);
    errors.mockRestore();
  });

  it('loads the client from the dev server and lets the CSP allow it, and only it', async () => {
    const response = await getWith({ ...LOCAL, DEV_CLIENT_ORIGIN: DEV }, '/who-we-are/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<script type="module" src="${DEV}/_app/@masthead/dev-entry.js"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${DEV}/_app/app/styles/index.css">`);
    expect(html).not.toContain('rel="modulepreload"');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${DEV.replace(/[.]/g, '\\.')}`));
    expect(csp).toContain(DEV.replace('http', 'ws'));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('changes nothing when unset', async () => {
    const response = await getWith(LOCAL, '/who-we-are/');
    const html = await response.text();
    expect(html).not.toContain('dev-entry');
    expect(html).toMatch(/<script type="module" src="\/_app\/entry-[\w-]+\.js"><\/script>/);
    expect(response.headers.get('content-security-policy')).not.toContain('127.0.0.1');
  });
});

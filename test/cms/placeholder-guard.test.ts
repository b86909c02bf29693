/**
 * The reference CMS refuses to run off loopback with its placeholder secrets (cms/server/placeholder-guard.ts),
 * as the site refuses its own (worker/env.ts): reached at a public address, or serving a public site, with any
 * secret cms/wrangler.toml publishes, every request (content, editing, test switches, /generate) is a 503 whose
 * body names the settings, never their values. On loopback, or with secrets of its own, it serves.
 */
import { describe, expect, it } from 'vitest';
import cmsApp from '../../cms/index';
import { CMS_PLACEHOLDER_SECRETS, isLoopbackHost } from '../../cms/server/placeholder-guard';

const PLACEHOLDERS = {
  PREVIEW_SECRET: 'local-preview-secret-change-me',
  PURGE_SECRET: 'local-purge-secret-change-me',
  EDITOR_TOKEN: 'local-editor-token-change-me',
};
const OWN = {
  PREVIEW_SECRET: 'own-preview-secret-0123456789',
  PURGE_SECRET: 'own-purge-secret-0123456789',
  EDITOR_TOKEN: 'own-editor-token-0123456789',
};
const LOCAL_SITE = 'http://localhost:8787';
const PUBLIC_SITE = 'https://www.immediate.co.uk';

async function ask(url: string, env: Record<string, string>, init: RequestInit = {}) {
  const response = await cmsApp.fetch(new Request(url, init), { PREVIEW_TOKEN_TTL_SECONDS: '3600', CMS_EXTRA_ARTICLES: '0', ...env });
  return { status: response.status, text: await response.text() };
}

const EDIT = {
  method: 'POST',
  body: JSON.stringify({ path: '/who-we-are/', title: 'Taken over' }),
  headers: { 'content-type': 'application/json', authorization: `Bearer ${PLACEHOLDERS.EDITOR_TOKEN}` },
};

describe('the reference CMS with its placeholder secrets', () => {
  it.each([
    ['reached at a public address', 'https://masthead-cms.example.workers.dev', LOCAL_SITE],
    ['reached on the local network', 'http://192.168.1.20:8788', LOCAL_SITE],
    ['serving a public site', 'http://127.0.0.1:8788', PUBLIC_SITE],
  ])('refuses every request %s, and says why', async (_name, base, site) => {
    for (const [path, init] of [
      ['/site', {}],
      ['/paths?path=/who-we-are/', {}],
      ['/generate?id=1001&post_type=post', {}],
      ['/__stats', {}],
      ['/__faults', { method: 'DELETE' }],
      ['/edit/page', EDIT],
    ] as const) {
      const answer = await ask(`${base}${path}`, { ...PLACEHOLDERS, SITE_PUBLIC_ORIGIN: site }, init);
      expect(answer.status, path).toBe(503);
      const { error } = JSON.parse(answer.text) as { error: { status: number; message: string } };
      expect(error.status).toBe(503);
      expect(error.message).toMatch(/refuses to serve off loopback/);
      expect(error.message).toContain('PREVIEW_SECRET, PURGE_SECRET, EDITOR_TOKEN');
      // Names the settings, never their values.
      for (const value of CMS_PLACEHOLDER_SECRETS) expect(answer.text).not.toContain(value);
    }
  });

  it('refuses with any one placeholder left, naming only that one', async () => {
    const answer = await ask('https://cms.example.com/site', {
      ...OWN,
      EDITOR_TOKEN: PLACEHOLDERS.EDITOR_TOKEN,
      SITE_PUBLIC_ORIGIN: PUBLIC_SITE,
    });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text).error.message).toMatch(/placeholder EDITOR_TOKEN published/);
  });

  it('serves on loopback (npm run cms, the tests), and anywhere with secrets of its own', async () => {
    for (const base of ['http://127.0.0.1:8788', 'http://localhost:8788', 'http://[::1]:8788']) {
      expect((await ask(`${base}/site`, { ...PLACEHOLDERS, SITE_PUBLIC_ORIGIN: LOCAL_SITE })).status, base).toBe(200);
    }
    expect((await ask('https://cms.example.com/site', { ...OWN, SITE_PUBLIC_ORIGIN: PUBLIC_SITE })).status).toBe(200);
  });

  it('tells loopback hosts from the rest', () => {
    for (const host of ['localhost', 'cms.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['cms.example.com', '192.168.1.20', '10.0.0.1', '0.0.0.0', 'localhost.example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

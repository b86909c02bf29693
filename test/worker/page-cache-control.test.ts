import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { getWith } from '../helpers/site-with';
import { eventually } from '../helpers/wait';

async function get(path: string, bindings: Record<string, string> = {}): Promise<{ response: Response; body: string }> {
  const response = await getWith(bindings, path);
  return { response, body: await response.text() };
}

/** A CMS address of its own: its own breaker, so one test's failures do not open another's. */
const ownCms = () => ({ CMS_API_BASE: `http://cms-${crypto.randomUUID()}.test` });

beforeEach(async () => {
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

describe("a person's page whose content failed to load", () => {
  it.each([
    ['a CMS error', { paths: ['/nodes'], status: 500 }],
    ['a timeout', { paths: ['/nodes'], delayMs: 5000 }],
    ['malformed JSON', { paths: ['/nodes'], malformed: true }],
  ] as const)('is not kept by browsers after %s', async (_name, fault) => {
    await cms.faults({ ...fault, paths: [...fault.paths] });
    const { response, body } = await get('/gender-pay/', { ...ownCms(), CMS_TIMEOUT_MS: '400' });
    expect(response.status).toBe(200);
    expect(body).toContain('</html>');
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toMatch(/public|max-age/);
    expect(cacheControl).toMatch(/no-store|no-cache/);
  });

  it('is kept again once complete: the page cache answers it public', async () => {
    const bindings = ownCms();
    await get('/code-of-conduct/', bindings);
    const cached = await eventually(async () => {
      const answer = await get('/code-of-conduct/', bindings);
      expect(answer.response.headers.get('server-timing')).toContain('page-hit');
      return answer;
    });
    expect(cached.response.headers.get('cache-control')).toBe('public, max-age=30');
  });
});

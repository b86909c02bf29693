/**
 * `npm run wordpress:audit` against the local WordPress (issue 56): content written as years of use leave it (a
 * classic post with a caption around a picture that was deleted, a plugin's shortcode, bare provider URLs) is
 * reported per type with counts and example links; every published item of each type is counted; nothing changes.
 * The legacy fixture's posts (scripts/wordpress/legacy-fixture.ts) carry Yoast SEO's and Rank Math's fields as those
 * plugins write them, with neither plugin here: the audit finds both (the plugin's `masthead_seo_fields`).
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runNow } from '../../scripts/lib/clock-env.ts';
import type { TypeReport } from '../../scripts/wordpress/audit-findings.ts';
import { legacyFixture, runLegacyFixture } from '../../scripts/wordpress/legacy-fixture.ts';
import { restAs } from '../contract/adapters';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const admin = () => `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
const made: string[] = [];
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const fixture = legacyFixture(runNow());

/** A post as the classic editor left it in 2016: its picture has since been deleted from the library. */
const CLASSIC = `A post from the classic editor.

[caption id="attachment_987654" align="alignright" width="300"]<img class="size-medium wp-image-987654" src="/wp-content/uploads/2016/01/gone.jpg" alt="" width="300" height="200" /> A caption[/caption]

https://www.youtube.com/watch?v=dQw4w9WgXcQ

https://twitter.com/someone/status/1

[contact-form-7 id="9" title="Contact"]`;

function audit(): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['scripts/wordpress/audit.ts', `--url=${wordpress().url}`, `--user=${wordpress().admin.user}`, '--json'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, WP_APP_PASSWORD: wordpress().admin.appPassword } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function total(type: string): Promise<number> {
  const response = await fetch(`${wordpress().url}/wp-json/wp/v2/${type}?status=publish&per_page=1&context=edit`, {
    headers: { authorization: `Basic ${Buffer.from(admin()).toString('base64')}` },
  });
  return Number(response.headers.get('x-wp-total'));
}

let link = '';
beforeAll(async () => {
  runLegacyFixture(state(), 'write', fixture);
  const post = await restAs(admin(), 'POST', 'posts', { title: `Classic ${STAMP}`, status: 'publish', content: CLASSIC });
  expect(post.status).toBe(201);
  made.push(`posts/${(post.json as { id: number }).id}`);
  link = (post.json as { link: string }).link;
});

afterAll(async () => {
  runLegacyFixture(state(), 'remove', fixture);
  for (const route of made) await restAs(admin(), 'DELETE', `${route}?force=true`);
});

describe('npm run wordpress:audit', () => {
  it('reports every type, with the classic post’s losses, embeds and missing picture, and changes nothing', async () => {
    const before = { posts: await total('posts'), pages: await total('pages') };
    const { code, stdout, stderr } = await audit();
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as { types: TypeReport[] };
    const types = new Map(report.types.map((type) => [type.type, type]));
    expect([...types.keys()]).toEqual(expect.arrayContaining(['post', 'page', 'masthead_job']));
    expect(types.has('masthead_redirect')).toBe(false);
    expect(types.get('post')!.items).toBe(before.posts);
    expect(types.get('page')!.items).toBe(before.pages);
    for (const type of report.types) expect(type.fully + type.changed + type.losing, type.type).toBe(type.items);
    const findings = types.get('post')!.findings;
    const about = (kind: string, what: string) => findings.find((finding) => finding.kind === kind && finding.what === what);
    expect(about('shortcode left out', '[contact-form-7]')?.examples).toContain(link);
    expect(about('shortcode drawn', '[caption]')?.examples).toContain(link);
    expect(about('missing media', 'attachment 987654')?.examples).toContain(link);
    expect(about('video embed', 'www.youtube.com')?.examples).toContain(link);
    // No internet here: WordPress cannot reach Twitter's oEmbed, and the audit says so.
    expect(about('embed unreachable, shown as a link', 'https://twitter.com/someone/status/1')?.examples).toContain(link);
    expect(types.get('post')!.losing).toBeGreaterThanOrEqual(1);
    // The SEO plugins' fields, found though neither plugin is active and their meta is not in WordPress's REST.
    // Two of the fixture's published posts carry Yoast's fields (a third only its default, noindex 0), two Rank Math's.
    expect(about('SEO fields', 'Yoast SEO')?.items).toBeGreaterThanOrEqual(2);
    expect(about('SEO fields', 'Rank Math')?.items).toBeGreaterThanOrEqual(2);
    expect({ posts: await total('posts'), pages: await total('pages') }).toEqual(before);
  });

  it('refuses to run without an application password, saying so', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      const env = { ...process.env };
      delete env.WP_APP_PASSWORD;
      execFile(process.execPath, ['scripts/wordpress/audit.ts', `--url=${wordpress().url}`, '--user=x'], { env }, (error, _out, stderr) =>
        resolve({ code: Number(error?.code ?? 0), stderr }),
      );
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('WP_APP_PASSWORD is not set');
  });
});

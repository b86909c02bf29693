/**
 * `npm run wordpress:audit -- --url=<wordpress> --user=<name>`: a readiness report before a publisher's existing
 * WordPress is switched to Masthead (issue 56). It reads every published item of every content type through the
 * REST API with an application password (WP_APP_PASSWORD) and prints, per type, how many would show fully; which
 * blocks and shortcodes would be left out or drawn differently (counts and example links); missing media;
 * embeds the site cannot play and that WordPress cannot reach; SEO plugins' fields found. It changes nothing.
 *
 * The judgement of blocks is the plugin's own (`masthead-editor/v1/block-notes`, the editor's notices), so the
 * report cannot drift from what readers get; the plugin must be active. Shortcodes, media ids and embeds are read
 * from the raw content here, because they are facts of the text, not of the conversion.
 * @module
 */
import { fail, parseCli, table } from '../lib/cli.ts';
import { type AuditItem, auditFindings, type ItemFindings, type TypeReport, typeReport } from './audit-findings.ts';

const HELP = `Usage: WP_APP_PASSWORD=<application password> npm run wordpress:audit -- --url=<wordpress> --user=<name>

Reads every published post, page and other content type of a WordPress through its REST API and reports what
the site would show: items shown fully, blocks and shortcodes left out or drawn differently, missing media,
embeds, SEO fields. Changes nothing. The masthead-content plugin must be active on that WordPress.

  --url URL        WordPress's address, e.g. http://localhost:8890
  --user NAME      a user with an application password (an Editor or Administrator)
  --json           print the report as JSON instead of tables
  --examples N     example links per finding; default 3
  -h, --help       this help

Exits 0 when the report was made (whatever it found), 1 when WordPress could not be read, 2 on bad arguments.`;

const { values } = parseCli(HELP, {
  url: { type: 'string' },
  user: { type: 'string' },
  json: { type: 'boolean', default: false },
  examples: { type: 'string', default: '3' },
});
const password = process.env.WP_APP_PASSWORD;
if (!values.url || !values.user || !password) {
  console.error(`${!password ? 'WP_APP_PASSWORD is not set; ' : ''}--url and --user are required\n\n${HELP}`);
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');
const authorization = `Basic ${Buffer.from(`${values.user}:${password}`).toString('base64')}`;
const examples = Math.max(1, Number(values.examples) || 3);

/** Types that are not content readers see: media, the editor's own records, Masthead's redirects. */
const NOT_CONTENT = /^(attachment|nav_menu_item|masthead_redirect|wp_.+)$/;

async function rest(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${base}/wp-json${path}`, {
    ...init,
    headers: { authorization, 'content-type': 'application/json', ...init.headers },
  });
  return response;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await rest(path, init);
  if (!response.ok) fail(`${path}: WordPress answered ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

interface RestType {
  slug: string;
  name: string;
  rest_base: string;
  rest_namespace?: string;
}

/** Every published item of a type, a hundred at a time. */
async function itemsOf(type: RestType): Promise<AuditItem[]> {
  const items: AuditItem[] = [];
  const namespace = type.rest_namespace ?? 'wp/v2';
  for (let page = 1; ; page++) {
    const response = await rest(
      `/${namespace}/${type.rest_base}?context=edit&status=publish&per_page=100&page=${page}&_fields=id,link,content,featured_media,meta,masthead_seo_fields`,
    );
    if (response.status === 400 && page > 1) break;
    if (!response.ok) fail(`${type.slug}: WordPress answered ${response.status} for page ${page} of its items`);
    const batch = (await response.json()) as {
      id: number;
      link: string;
      content?: { raw?: string };
      featured_media?: number;
      meta?: Record<string, unknown>;
      /** The SEO plugins' fields the item carries, by name (the masthead-content plugin's REST field). */
      masthead_seo_fields?: string[];
    }[];
    for (const item of batch)
      items.push({
        id: item.id,
        link: item.link,
        raw: item.content?.raw ?? '',
        featuredMedia: item.featured_media ?? 0,
        meta: { ...item.meta, ...Object.fromEntries((item.masthead_seo_fields ?? []).map((key) => [key, true])) },
      });
    if (page >= Number(response.headers.get('x-wp-totalpages') ?? '1')) break;
  }
  return items;
}

/** The plugin's notes for one item's content (the editor's judgement: left out or drawn differently). */
async function notesOf(raw: string): Promise<{ block: string; kind: string }[]> {
  const answer = await json<{ notes: { block: string; kind: string }[] }>('/masthead-editor/v1/block-notes', {
    method: 'POST',
    body: JSON.stringify({ content: raw }),
  });
  return answer.notes;
}

/** Which of these attachment ids exist (a hundred per call). */
async function existingMedia(ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let at = 0; at < ids.length; at += 100) {
    const batch = ids.slice(at, at + 100);
    const media = await json<{ id: number }[]>(`/wp/v2/media?include=${batch.join(',')}&per_page=100&_fields=id`);
    for (const { id } of media) found.add(id);
  }
  return found;
}

/** Whether WordPress can reach an embed's provider (its oEmbed proxy, as the editor's Embed block asks). */
async function embedReachable(url: string): Promise<boolean> {
  const response = await rest(`/oembed/1.0/proxy?url=${encodeURIComponent(url)}`);
  return response.ok;
}

const types = Object.values(await json<Record<string, RestType>>('/wp/v2/types?context=edit')).filter(
  (type) => type.rest_base && !NOT_CONTENT.test(type.slug),
);
if (!(await rest('/masthead-editor/v1/block-notes', { method: 'POST', body: '{"content":""}' })).ok)
  fail('the masthead-content plugin does not answer on this WordPress (masthead-editor/v1/block-notes): activate it first');

const reports: TypeReport[] = [];
for (const type of types) {
  const items = await itemsOf(type);
  const findings: ItemFindings[] = [];
  for (const item of items) findings.push(auditFindings(item, await notesOf(item.raw)));
  const mediaIds = [...new Set(findings.flatMap((finding) => finding.mediaIds))];
  const present = await existingMedia(mediaIds);
  const embeds = [...new Set(findings.flatMap((finding) => finding.otherEmbeds))];
  const unreachable = new Set<string>();
  for (const url of embeds) if (!(await embedReachable(url))) unreachable.add(url);
  reports.push(typeReport(type.slug, findings, present, unreachable, examples));
}

if (values.json) {
  console.log(JSON.stringify({ wordpress: base, types: reports }, null, 2));
} else {
  console.log(`Readiness of ${base} for Masthead (nothing was changed)\n`);
  console.log(
    table(
      ['type', 'items', 'fully', 'drawn differently', 'losing something'],
      reports.map((r) => [r.type, String(r.items), String(r.fully), String(r.changed), String(r.losing)]),
    ),
  );
  for (const report of reports) {
    if (report.findings.length === 0) continue;
    console.log(`\n${report.type}`);
    console.log(
      table(
        ['finding', 'what', 'items', 'examples'],
        report.findings.map((f) => [f.kind, f.what, String(f.items), f.examples.join(' ')]),
      ),
    );
  }
}

/**
 * The plugin's validation at the REST boundary (wordpress/masthead-content/includes/validation.php and
 * node-rules.php, run with `php`): every node generated from its zod schema (contract/nodes.ts) passes, and
 * every way of breaking one (a required field left out, a value off its enum, a colour or anchor off its pattern,
 * a script address, a list too short or too long, a wrong type) is refused with a message naming the block and
 * the field. Script in any attribute or field is refused for users without `unfiltered_html` only; the sample
 * pack passes for them too. Unknown `masthead/*` blocks and bad Masthead field values are refused.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobsOn, pack } from '../../../cms/content/index';
import { ICON_NAMES } from '../../../contract/icon-names';
import { type ContentNodeInput, NODE_TYPES, NodeSchema } from '../../../contract/nodes';
import { blocksFromSlots, serializeBlockAttributes } from '../../../scripts/wordpress/block-markup';
import { arbitraryNodeOf, type JsonSchema, NODE_JSON_SCHEMAS } from './schema-arbitrary';

const INCLUDES = resolve(import.meta.dirname, '../../../wordpress/masthead-content/includes');

/** Loads the little of WordPress the validation needs (as wordpress/local/nodes-from-blocks.php does), then answers a batch. */
const HARNESS = `
error_reporting( E_ALL );
ini_set( 'display_errors', 'stderr' );
define( 'ABSPATH', '/usr/share/wordpress/' );
define( 'WPINC', 'wp-includes' );
foreach ( array( 'plugin.php', 'class-wp-block-parser.php', 'blocks.php', 'formatting.php', 'http.php' ) as $file ) {
	require_once ABSPATH . WPINC . '/' . $file;
}
function __( $text ) { return $text; }
function _n( $single, $plural, $count ) { return 1 === $count ? $single : $plural; }
$input = json_decode( stream_get_contents( STDIN ), true );
foreach ( array( 'content-types', 'block-nodes', 'validation' ) as $file ) {
	require_once $input['includes'] . "/{$file}.php";
}
if ( isset( $input['constant'] ) ) {
	echo json_encode( constant( $input['constant'] ) );
	exit;
}
$answers = array();
foreach ( $input['checks'] as $check ) {
	$answers[] = 'content' === $check['kind']
		? masthead_content_problem( $check['value'], $check['trusted'] )
		: masthead_meta_problem( $check['value'], $check['trusted'] );
}
echo json_encode( $answers, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
`;

interface Check {
  kind: 'content' | 'meta';
  value: unknown;
  trusted: boolean;
}

/** Problems (or null) for many checks with one `php` run. */
function problems(checks: Check[]): (string | null)[] {
  const output = execFileSync('php', ['-r', HARNESS], {
    input: JSON.stringify({ includes: INCLUDES, checks }),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return JSON.parse(output) as (string | null)[];
}

const contentProblem = (content: string, trusted = true) => problems([{ kind: 'content', value: content, trusted }])[0];
const metaProblem = (meta: Record<string, unknown>, trusted = true) => problems([{ kind: 'meta', value: meta, trusted }])[0];

/** One `masthead/{type}` block holding a node's fields, as the block editor stores it. */
function blockOf(node: Record<string, unknown>): string {
  const { type, ...attributes } = node;
  return `<!-- wp:masthead/${String(type)} ${serializeBlockAttributes(attributes)} /-->`;
}

/** The block's name as the messages give it when no block type is registered. */
function labelOf(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// --- Valid nodes, from the schemas (their JSON Schema, input side), with addresses the site would link. ---

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', '--', '<', '>', '&', '/', '}', '{', ' /-->', '\n', 'é', '’', '😀', ' '),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 16,
});
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const sitePath = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.map((part) => `${part}/`).join('')}`);
const safeHref = fc.oneof(
  sitePath,
  segment.map((part) => `https://www.${part}.example/${part}`),
  segment.map((part) => `mailto:${part}@example.com`),
  fc.constant('tel:+441179270000'),
  segment.map((part) => `#${part}`),
);
const mediaSrc = fc.oneof(
  fc.tuple(segment, segment).map(([folder, file]) => `/media/${folder}/${file}.jpg`),
  segment.map((file) => `https://cms.example/media/${file}.png`),
);

/** Fields whose values are addresses: their schema says only `string`, the site says more. */
const FIELD_ARBITRARIES: Record<string, fc.Arbitrary<string>> = { href: safeHref, src: mediaSrc };

/** Fields the plugin fills from live content: the block never stores them, and no rule covers them. */
const FILLED: Record<string, string[]> = {
  'news-list': ['items', 'pagination'],
  'jobs-list': ['jobs'],
  'news-filters': ['types', 'brands'],
};

function arbitraryNode(type: string): fc.Arbitrary<Record<string, unknown>> {
  return arbitraryNodeOf(type, { text, fields: FIELD_ARBITRARIES, numbers: { min: 1, max: 1_000_000 } }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** The node as its block stores it. */
function stored(node: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...node };
  for (const field of FILLED[String(node.type)] ?? []) delete copy[field];
  return copy;
}

// --- Broken nodes: every field of a valid node, broken each way its rule can break. ---

type Path = (string | number)[];
interface Breakage {
  path: Path;
  /** The value put in its place; `undefined` removes the field. */
  value: unknown;
  problem: RegExp;
}

const REMOVED = undefined;

function* breakagesOf(schema: JsonSchema, value: unknown, path: Path, key: string): Generator<Breakage> {
  if (schema.enum || schema.anyOf) {
    yield { path, value: 'not-an-option', problem: key === 'network' ? /must be a network the site has an icon for$/ : /must be one of / };
    return;
  }
  switch (schema.type) {
    case 'string':
      yield { path, value: 42, problem: /must be text$/ };
      if (key === 'href') yield { path, value: 'javascript:alert(1)', problem: /must be a site path/ };
      if (key === 'src')
        yield { path, value: 'data:image/svg+xml,<svg onload=alert(1)>', problem: /must be an image from the media library/ };
      if (schema.pattern) yield { path, value: 'Not valid!', problem: /must be |may hold only/ };
      return;
    case 'integer':
    case 'number':
      yield { path, value: 0, problem: /must be a whole number above 0$/ };
      yield { path, value: '3', problem: /must be a whole number above 0$/ };
      return;
    case 'array': {
      const list = value as unknown[];
      yield { path, value: 'not a list', problem: /must be a list$/ };
      if (schema.minItems) yield { path, value: [], problem: new RegExp(`needs at least ${schema.minItems} items?$`) };
      if (schema.maxItems && list.length > 0) {
        yield {
          path,
          value: Array.from({ length: schema.maxItems + 1 }, () => list[0]),
          problem: new RegExp(`may hold at most ${schema.maxItems} items$`),
        };
      }
      for (const [index, item] of list.entries()) yield* breakagesOf(schema.items!, item, [...path, index], key);
      return;
    }
    case 'object': {
      if (path.length > 0) yield { path, value: 'not a group', problem: /must be a group of fields$/ };
      const record = value as Record<string, unknown>;
      const required = new Set(schema.required ?? []);
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        if (name === 'type' || !(name in record)) continue;
        if (required.has(name)) yield { path: [...path, name], value: REMOVED, problem: /is required$/ };
        yield* breakagesOf(field, record[name], [...path, name], name);
      }
    }
  }
}

function broken(node: Record<string, unknown>, { path, value }: Breakage): Record<string, unknown> {
  const copy = structuredClone(node);
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVED) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The field as the message names it: `cards › item 2 › image › src`. */
function fieldWords(path: Path): string {
  return path.map((step) => (typeof step === 'number' ? `item ${step + 1}` : step)).join(' › ');
}

describe('validation at the REST boundary', () => {
  it('knows exactly the icon names of contract/icon-names.ts', () => {
    const output = execFileSync('php', ['-r', HARNESS], {
      input: JSON.stringify({ includes: INCLUDES, constant: 'MASTHEAD_ICON_NAMES' }),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([...ICON_NAMES]);
  });

  it.each(NODE_TYPES)('passes every valid %s node, as its own block and as the importer writes it', (type) => {
    fc.assert(
      fc.property(fc.array(arbitraryNode(type), { minLength: 1, maxLength: 8 }), (nodes) => {
        for (const node of nodes) expect(NodeSchema.safeParse(node).success, JSON.stringify(node)).toBe(true);
        const checks = nodes.flatMap((node): Check[] => [
          { kind: 'content', value: blockOf(stored(node)), trusted: true },
          {
            kind: 'content',
            value: blocksFromSlots({ main: [node as ContentNodeInput], aside: [node as ContentNodeInput] }),
            trusted: true,
          },
        ]);
        expect(problems(checks)).toEqual(checks.map(() => null));
      }),
      { numRuns: 6 },
    );
  });

  it.each(NODE_TYPES)('refuses every broken %s node, naming the block and the field', (type) => {
    const schema = NODE_JSON_SCHEMAS.get(type)!;
    fc.assert(
      fc.property(arbitraryNode(type), (node) => {
        const breakages = [...breakagesOf(schema, stored(node), [], '')];
        const answers = problems(
          breakages.map((breakage) => ({ kind: 'content', value: blockOf(broken(stored(node), breakage)), trusted: true })),
        );
        breakages.forEach((breakage, index) => {
          const answer = answers[index] ?? '';
          const seen = `${fieldWords(breakage.path)} ← ${JSON.stringify(breakage.value)}: ${answer}`;
          expect(answer.startsWith(`${labelOf(type)}: ${fieldWords(breakage.path)} `), seen).toBe(true);
          expect(answer, seen).toMatch(breakage.problem);
        });
      }),
      { numRuns: 4 },
    );
  });

  it('names the carousel that has no slide and the image with too many sizes', () => {
    const image = { src: '/media/a.jpg', alt: '', width: 10, height: 10 };
    expect(contentProblem(blockOf({ type: 'carousel', slides: [] }))).toBe('Carousel: slides needs at least 1 item');
    const sizes = Array.from({ length: 13 }, (_, index) => ({ src: `/media/a-${index}.jpg`, width: index + 1 }));
    expect(contentProblem(blockOf({ type: 'image', image: { ...image, sizes } }))).toBe('Image: image › sizes may hold at most 12 items');
    expect(contentProblem(blockOf({ type: 'hero', variant: 'page' }))).toBe('Hero: heading is required');
    expect(contentProblem(blockOf({ type: 'hero', heading: 'H', image: {} }))).toBe('Hero: image › src is required');
  });

  it('refuses unknown masthead blocks, also inside a slot, and bad slot names; leaves other blocks to WordPress', () => {
    expect(contentProblem('<!-- wp:masthead/hologram {"beam":"on"} /-->')).toMatch(/masthead\/hologram is not one of Masthead’s/);
    const inSlot = '<!-- wp:masthead/slot {"name":"aside"} -->\n<!-- wp:masthead/banner /-->\n<!-- /wp:masthead/slot -->';
    expect(contentProblem(inSlot)).toMatch(/masthead\/banner is not one of/);
    expect(contentProblem('<!-- wp:masthead/slot {"name":"Aside!"} /-->')).toMatch(/^Slot: name may hold only/);
    expect(contentProblem('<!-- wp:core/group -->\n<div class="wp-block-group"></div>\n<!-- /wp:core/group -->')).toBeNull();
    expect(contentProblem('<!-- wp:paragraph -->\n<p>Text</p>\n<!-- /wp:paragraph -->')).toBeNull();
  });

  it('refuses script in any attribute from a user without unfiltered_html, and takes it from one with it', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'hero', heading: '<script>alert(1)</script>' }, 'heading'],
      [{ type: 'accordion', items: [{ title: 'Q', html: '<p>a</p><img src=x onerror="alert(1)">' }] }, 'items › item 1 › html'],
      [{ type: 'accordion', items: [{ title: 'Q', html: '<a href="&#106;avascript:alert(1)">x</a>' }] }, 'items › item 1 › html'],
      [
        { type: 'image-with-text', image: { src: '/media/a.jpg', alt: '', width: 1, height: 1 }, html: '<a href="java\tscript:x">x</a>' },
        'html',
      ],
      [{ type: 'quote', quote: 'q', role: '<svg/onload=alert(1)>' }, 'role'],
      [{ type: 'cta', heading: 'Go', link: { label: 'Go', href: '/go/' }, className: 'x" onclick="<SCRIPT' }, 'className'],
      [{ type: 'cta', heading: 'Go', link: { label: 'Go', href: '/go/' }, className: "x' onmouseover='alert(1)" }, 'className'],
    ];
    const markup = cases.map(([node]) => blockOf(node));
    const answers = problems(markup.flatMap((value): Check[] => [false, true].map((trusted) => ({ kind: 'content', value, trusted }))));
    cases.forEach(([node], index) => {
      const label = labelOf(String(node.type));
      expect(answers[index * 2], JSON.stringify(node)).toBe(
        `${label}: ${cases[index]![1]} holds script or a javascript: address, which your account may not store`,
      );
      expect(answers[index * 2 + 1], `trusted: ${JSON.stringify(node)}`).toBeNull();
    });
    // Core blocks' attributes too (kses filters their HTML, not their comment).
    expect(contentProblem('<!-- wp:paragraph {"className":"\\u003cscript\\u003e"} -->\n<p>x</p>\n<!-- /wp:paragraph -->', false)).toMatch(
      /^Paragraph: className holds script/,
    );
    // A script address is refused for everyone where the site links it.
    expect(contentProblem(blockOf({ type: 'cta', heading: 'Go', link: { label: 'Go', href: 'javascript:alert(1)' } }))).toMatch(
      /^Cta: link › href must be a site path/,
    );
    expect(contentProblem(blockOf({ type: 'hero', heading: 'Tips on JavaScript: and <b>bold</b> text' }), false)).toBeNull();
  });

  it('passes every page, post, draft and job of the sample pack, for an Author too', () => {
    const documents = [...pack.pages.map((page) => page.slots), ...pack.drafts.map((draft) => draft.slots)].map((slots) =>
      blocksFromSlots(slots),
    );
    const checks = documents.flatMap((value): Check[] => [
      { kind: 'content', value, trusted: true },
      { kind: 'content', value, trusted: false },
    ]);
    const metas = pack.pages.map(({ route: { meta } }) => ({
      _masthead_layout: meta.layout ?? 'default',
      _masthead_breadcrumbs: meta.breadcrumbs ? JSON.stringify(meta.breadcrumbs) : '',
      _masthead_canonical_path: meta.canonical_path ?? '',
      _masthead_og_image: meta.tags.ogImageFb?.[0]?.ogImage.replace(/^https?:\/\/[^/]+/, '') ?? '',
      _masthead_gone: meta.gone ?? false,
      _masthead_internal: meta.internal ?? false,
      _masthead_noindex: meta.tags.robots === 'noindex, nofollow',
    }));
    const jobs = jobsOn('2026-11-24').map((job) => ({
      _masthead_job_department: job.department,
      _masthead_job_location: job.location,
      _masthead_job_employment_type: job.employmentType,
      _masthead_job_workplace: job.workplace,
      _masthead_job_salary: job.salary ?? '',
      _masthead_job_valid_through: job.validThrough ?? '',
      _masthead_job_brand: job.brand ?? '',
      _masthead_job_apply_url: job.applyUrl,
      _masthead_job_contract: job.contract ?? '',
    }));
    for (const value of [...metas, ...jobs]) checks.push({ kind: 'meta', value, trusted: false });
    const answers = problems(checks);
    const refused = answers.map((answer, index) => answer && `${index}: ${answer}`).filter(Boolean);
    expect(refused).toEqual([]);
    expect(answers.length).toBeGreaterThan(2 * 120);
  });

  it('refuses Masthead field values the contract cannot carry, naming the field', () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ _masthead_layout: 'wide' }, 'Page settings: layout must be default or minimal'],
      [
        { _masthead_canonical_path: 'https://elsewhere.example/x/' },
        'Page settings: canonical of a duplicate must be a site path such as /about/',
      ],
      [{ _masthead_canonical_path: '/news/a-story/' }, null],
      [
        { _masthead_og_image: '/wp-content/uploads/a.jpg' },
        'Page settings: social image must be a /media/… path (pick it from the media library)',
      ],
      [{ _masthead_og_image: '/media/2026/11/a.jpg' }, null],
      [{ _masthead_breadcrumbs: '{"title":"A"}' }, 'Page settings: breadcrumbs must be a list of {title, slug}'],
      [{ _masthead_breadcrumbs: '[{"title":"A","slug":""}]' }, 'Page settings: breadcrumbs item 1 needs a slug'],
      [{ _masthead_breadcrumbs: '[]' }, null],
      [{ _masthead_job_valid_through: '2026-02-30' }, 'Job: closing date must be a date (YYYY-MM-DD)'],
      [{ _masthead_job_apply_url: 'http://jobs.example/apply' }, 'Job: apply URL must be an https:// address'],
      [{ _masthead_job_employment_type: 'GIG' }, 'Job: employment type must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN'],
      [{ _masthead_job_workplace: 'Moon' }, 'Job: workplace must be one of Office, Hybrid, Remote'],
      [{ _masthead_job_salary: ['£1'] }, 'Job: salary must be text'],
      [{ _masthead_gone: true, _masthead_noindex: false, _masthead_job_salary: '' }, null],
      [{ _something_else: 'wide' }, null],
    ];
    expect(problems(cases.map(([value]) => ({ kind: 'meta', value, trusted: true })))).toEqual(cases.map(([, answer]) => answer));
    expect(metaProblem({ _masthead_breadcrumbs: '[{"title":"<script>x</script>","slug":"a"}]' }, false)).toBe(
      'Page settings: breadcrumbs holds script or a javascript: address, which your account may not store',
    );
    expect(metaProblem({ _masthead_job_brand: '<img src=x onerror=alert(1)>' }, false)).toMatch(/^Page settings: brand holds script/);
  });
});

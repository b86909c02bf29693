/**
 * One source of rules (issue 41): the plugin's generated/contract.php is what contract/ gives today, PHP reads
 * every constant in it as the contract has it, the plugin's functions built on them answer as the site's do, and
 * no other file of the project writes one of these rules again (the news page size and paging, a news list's fill,
 * the media types, the front page's slug, slugOf, the slot-name and job-id patterns, the plugin's constants).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsPageNumber, newsPagePath } from '../../../contract/news-pages';
import { SLOT_NAME_PATTERN, slugOf } from '../../../contract/slugs';
import { isTag } from '../../../contract/tags';
import { contractConstants, contractRulesPhp, GENERATED_PHP } from '../../../scripts/lib/contract-rules-php';

const ROOT = resolve(import.meta.dirname, '../../..');
const INCLUDES = join(ROOT, 'wordpress/masthead-content/includes');

/** Loads the generated constants and the plugin files whose answers are compared, then runs `$input['run']`'s checks. */
const HARNESS = `
error_reporting( E_ALL );
ini_set( 'display_errors', 'stderr' );
define( 'ABSPATH', '/usr/share/wordpress/' );
define( 'WPINC', 'wp-includes' );
foreach ( array( 'plugin.php', 'class-wp-block-parser.php', 'blocks.php', 'formatting.php' ) as $file ) {
	require_once ABSPATH . WPINC . '/' . $file;
}
function __( $text ) { return $text; }
$input = json_decode( stream_get_contents( STDIN ), true );
foreach ( array( 'paths', 'block-nodes', 'purge-scope' ) as $file ) {
	require_once $input['includes'] . "/{$file}.php";
}
$constants = array();
foreach ( $input['constants'] as $name ) {
	$constants[ $name ] = constant( $name );
}
echo json_encode(
	array(
		'constants' => $constants,
		'slugs'     => array_map( 'masthead_slug_of_path', $input['paths'] ),
		'newsPages' => array_map( 'masthead_news_page_path', $input['pages'] ),
		'newsPageNumbers' => array_map( 'masthead_news_page_number', $input['newsPaths'] ),
		'tags'      => array_map( 'masthead_purge_is_tag', $input['tags'] ),
		'slots'     => array_map(
			static function ( $name ) {
				return 1 === preg_match( MASTHEAD_SLOT_NAME, $name );
			},
			$input['slots']
		),
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION
);
`;

const PATHS = ['/', '/about/', '/privacy/who-are-we/', '/news/page-2/', '/jobs/senior-editor'];
const PAGES = [1, 2, 17];
const NEWS_PATHS = [
  '/news/',
  '/news/page-2/',
  '/news/page-9999999/',
  '/news/page-10000000/',
  '/news/page-0/',
  '/news/page-01/',
  '/news/page-2',
  '/news/2/',
  '/about/',
];
const TAGS = [
  'list:news',
  'site',
  'page:/about/',
  'lookup:/a/b.xml',
  'job:senior-editor',
  'job:Senior',
  'news-brand:topgear',
  'news-brand:Top Gear',
  'page://x',
  'nope',
  `page:/${'a'.repeat(600)}`,
];
const SLOTS = ['main', 'aside', 'after-article', 'Main', '1st', '', `a${'b'.repeat(31)}`, `a${'b'.repeat(32)}`, 'main\n'];

function plugin() {
  const constants = Object.keys(contractConstants());
  const output = execFileSync('php', ['-r', HARNESS], {
    input: JSON.stringify({ includes: INCLUDES, constants, paths: PATHS, pages: PAGES, newsPaths: NEWS_PATHS, tags: TAGS, slots: SLOTS }),
    encoding: 'utf8',
  });
  return JSON.parse(output) as {
    constants: Record<string, unknown>;
    slugs: string[];
    newsPages: string[];
    newsPageNumbers: (number | null)[];
    tags: boolean[];
    slots: boolean[];
  };
}

/** Source files of the project (not dependencies, builds or the generated file), from the root. */
function sources(): string[] {
  const skip = new Set(['node_modules', '.build', '.git', '.wrangler', 'build', 'generated', 'assets']);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skip.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (/\.(ts|tsx|php)$/.test(entry.name)) found.push(path);
    }
  };
  walk('');
  return found;
}

describe('the plugin reads the rules contract/ writes', () => {
  it('has the generated file contract/ gives now (`node scripts/contract-rules.ts` writes it)', () => {
    expect(readFileSync(join(ROOT, GENERATED_PHP), 'utf8')).toBe(contractRulesPhp());
  });

  const answers = plugin();

  it('reads every constant as the contract has it', () => {
    const wanted = Object.fromEntries(Object.entries(contractConstants()).map(([name, { value }]) => [name, value]));
    expect(answers.constants).toEqual(wanted);
  });

  it('keys nodes by the slug slugOf gives, and pages the news index where newsPagePath does', () => {
    expect(answers.slugs).toEqual(PATHS.map(slugOf));
    expect(answers.newsPages).toEqual(PAGES.map(newsPagePath));
    expect(answers.newsPageNumbers).toEqual(NEWS_PATHS.map(newsPageNumber));
  });

  it('takes the purge tags isTag takes, and the slot names SLOT_NAME_PATTERN takes', () => {
    expect(answers.tags).toEqual(TAGS.map(isTag));
    expect(answers.slots).toEqual(SLOTS.map((name) => SLOT_NAME_PATTERN.test(name)));
  });
});

describe('no rule is written twice', () => {
  const files = sources();
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it.each([
    { rule: 'the news page size', pattern: /NEWS_PAGE_SIZE\s*=\s*\d/, home: 'contract/news-pages.ts' },
    { rule: "the news index's page paths", pattern: /page-\(\[1-9\]/, home: 'contract/news-pages.ts' },
    {
      rule: 'the media types',
      pattern: /(?<![\w.])['"]?webm['"]?\s*(?::\s*\{\s*contentType:|=>)\s*['"]video\/webm/,
      home: 'contract/media-types.ts',
    },
    { rule: 'slugOf', pattern: /function slugOf\b|const slugOf\s*=/, home: 'contract/slugs.ts' },
    { rule: "the front page's slug", pattern: /'website_front_page'/, home: 'contract/slugs.ts' },
    { rule: 'the slot-name pattern', pattern: /\[a-z\]\[a-z0-9-\]\{0,31\}/, home: 'contract/slugs.ts' },
  ])('$rule is written only in $home', ({ pattern, home }) => {
    const writers = files.filter((path) => !path.startsWith('test/') && pattern.test(read(path)));
    expect(writers).toEqual([home]);
  });

  it('the plugin defines none of the generated constants by hand', () => {
    const names = Object.keys(contractConstants());
    const plugin = files.filter((path) => path.startsWith('wordpress/') && path.endsWith('.php'));
    const redefined = plugin.flatMap((path) =>
      names
        .filter((name) => new RegExp(`(?:const\\s+${name}\\b|define\\(\\s*'${name}')`).test(read(path)))
        .map((name) => `${path}: ${name}`),
    );
    expect(redefined).toEqual([]);
  });
});

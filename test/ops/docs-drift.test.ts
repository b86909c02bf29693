/**
 * Docs that cannot drift. For every Markdown file a person reads (README.md, docs/, bench/README.md):
 * every relative link and every repository path or file name it names exists; every `npm run X` is a script
 * in package.json; every ALL_CAPS setting it names in backticks (a wrangler var, an env var, a constant) is
 * in wrangler.jsonc or the code; every wrangler var quoted with a value has that value; the numbers the docs
 * state about the code (budgets, counts, limits) are the code's; and all of them together stay under a word
 * budget, so they stay read.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** At most this many words in all the docs together (`wc -w`). */
const WORD_BUDGET = 16_000;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', 'bench/README.md', ...markdownFiles('docs')];

/**
 * Files of the working tree: committed or new, not ignored, still on disk (others may be moving them). Files only:
 * a worktree's `node_modules` linked to another checkout's is untracked, and `node_modules/` ignores folders alone.
 */
const FILES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile());
const FOLDERS = new Set(
  FILES.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const TOP = new Set(FILES.map((path) => path.split('/')[0]!));
const NAMES = new Set(FILES.map((path) => basename(path)));

/** Generated or local-only paths (ignored by git): a doc may name them though a fresh clone lacks them. */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** Code the docs' names are looked up in: everything tracked that is not Markdown, nor this test. */
const CODE = FILES.filter(
  (path) => !path.endsWith('.md') && !/\.(png|jpe?g|svg|pdf|lock)$/.test(path) && !path.endsWith('docs-drift.test.ts'),
)
  .filter((path) => path !== 'package-lock.json')
  .map((path) => read(path))
  .join('\n');

/** Files a doc names by name alone or by a folder-relative path: source, config and docs (not generated data). */
const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs|php|jsonc|toml|css|capnp|md)$/;

/** Tokens in backticks, with link targets and URLs taken out first. */
function backticked(text: string): string[] {
  return [...text.replace(/https?:\/\/\S+/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/**
 * What the text names as a repository path: tokens (in backticks or in prose) that start at a top-level entry
 * (`worker/cache/x.ts`, docs/x.md), and in backticks a folder-relative source file (`pipeline/guard.ts`: some
 * file's path ends so) or a source file's name (`page-cache.ts`: some file has it). Patterns (`*`, `{id}`,
 * `<env>`, `…`) and site addresses (`/robots.txt`) are not paths.
 */
function namedPaths(text: string): string[] {
  const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
  const quoted = backticked(prose).flatMap((token) => token.split(/\s+/));
  const bare = [...prose.matchAll(/(?<![\w./@`-])((?:[\w-]+\/)+[\w.-]*)/g)].map((match) => match[1]!);
  const found = new Set<string>();
  for (const [token, inBackticks] of [...quoted.map((t) => [t, true] as const), ...bare.map((t) => [t, false] as const)]) {
    const path = token
      .replace(/[:#?].*$/, '')
      .replace(/[.,;)]+$/, '')
      .replace(/^\.\//, '');
    if (!path || /[*{}<>$…=@|\\[\]'"]/.test(path)) continue;
    if (TOP.has(path.split('/')[0]!) && (path.includes('/') || inBackticks)) found.add(path);
    else if (inBackticks && !path.startsWith('/') && CODE_FILE.test(path)) found.add(path);
  }
  return [...found];
}

function pathExists(path: string): boolean {
  const bare = path.replace(/\/$/, '');
  if (existsSync(join(ROOT, bare)) || ignored(bare)) return true;
  if (!bare.includes('/')) return NAMES.has(bare);
  return FILES.some((file) => file.endsWith(`/${bare}`)) || [...FOLDERS].some((folder) => folder.endsWith(`/${bare}`));
}

/** Relative link targets, resolved from the file's folder. */
function links(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)|<img src="([^"]+)"/g)]
    .map((match) => (match[1] ?? match[2])!)
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .map((target) => normalize(join(dirname(file), decodeURIComponent(target.replace(/#.*$/, '')))));
}

/** Anchors a Markdown file's headings make, as GitHub spells them. */
function anchors(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      match[1]!
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s/g, '-'),
    ),
  );
}

const SCRIPTS = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** The scripts the text runs as `npm run X`. */
function npmScripts(text: string): string[] {
  return [...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => match[1]!);
}

/** ALL_CAPS names with an underscore in backticks (`CMS_API_BASE`, `PORT=8900 npm start` → PORT). */
function settingNames(text: string): string[] {
  const names = new Set<string>();
  for (const token of backticked(text)) {
    for (const match of token.matchAll(/(?<![\w.-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Z0-9_]+(?==))/g)) names.add(match[1]!);
  }
  return [...names];
}

/** Code names in backticks: camelCase or PascalCase identifiers (`renderPage`, `SwrCache`), calls included. */
function codeNames(text: string): string[] {
  const names = backticked(text)
    .map((token) => token.replace(/\(.*\)$/, ''))
    .filter((token) => /^(?:[a-z][a-z0-9]*|[A-Z][a-z0-9]+)(?:[A-Z][a-z0-9]*)+$/.test(token));
  return [...new Set(names)];
}

interface Wrangler {
  vars: Record<string, string>;
}
const WRANGLER = parse(read('wrangler.jsonc')) as Wrangler;

/** `VAR` (value) or `VAR` value, for wrangler vars: what the text says the local default is. */
function quotedValues(text: string): { name: string; value: string }[] {
  return [...text.matchAll(/`([A-Z][A-Z0-9_]+)`(?: \(|,? (?:default |by default )?)(\d[\d,]*)/g)]
    .filter((match) => match[1]! in WRANGLER.vars)
    .map((match) => ({ name: match[1]!, value: match[2]!.replace(/,/g, '') }));
}

const ALL = DOCS.map((file) => ({ file, text: read(file) }));

describe('the docs name only what exists', () => {
  for (const { file, text } of ALL) {
    it(`${file}: paths, file names and links`, () => {
      const missing = [
        ...namedPaths(text).filter((path) => !pathExists(path)),
        ...links(file, text).filter((path) => !existsSync(join(ROOT, path))),
      ];
      expect(missing).toEqual([]);
    });

    it(`${file}: links to a section of a doc land on a heading`, () => {
      const broken = [...text.matchAll(/\]\(([^)\s]*\.md)?#([^)\s]+)\)/g)].filter(([, target, anchor]) => {
        const doc = target ? normalize(join(dirname(file), target)) : file;
        return existsSync(join(ROOT, doc)) && !anchors(read(doc)).has(anchor!);
      });
      expect(broken.map((match) => match[0])).toEqual([]);
    });

    it(`${file}: npm scripts`, () => {
      expect(npmScripts(text).filter((name) => !SCRIPTS.includes(name))).toEqual([]);
    });

    it(`${file}: settings and constants`, () => {
      expect(settingNames(text).filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE))).toEqual([]);
    });

    it(`${file}: code names`, () => {
      expect(codeNames(text).filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE))).toEqual([]);
    });

    it(`${file}: wrangler vars quoted with their local value`, () => {
      const wrong = quotedValues(text).filter(({ name, value }) => WRANGLER.vars[name] !== value);
      expect(wrong).toEqual([]);
    });
  }

  it('code that cites a doc\'s section ("docs/x.md, \\"Heading\\"") names a heading that doc has', () => {
    const cited = [...CODE.matchAll(/\b((?:docs|bench)\/[\w/.-]+\.md),? "([^"]+)"/g)].map(([, doc, section]) => ({
      doc: doc!,
      section: section!.replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' '),
    }));
    const headings = (doc: string) => [...read(doc).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
    expect(cited.length).toBeGreaterThan(0);
    expect(
      cited.filter(({ doc, section }) => !existsSync(join(ROOT, doc)) || !headings(doc).some((heading) => heading.startsWith(section))),
    ).toEqual([]);
  });

  it('the checks see drift (each fails on a made-up doc)', () => {
    const text = [
      'See `worker/no-such-file.ts`, `pipeline/gone-step.ts`, `no-such-module.ts`, cms/server/gone.ts and `app/`.',
      'Run `npm run no-such-script` or `npm run bench`; set `NO_SUCH_SETTING` or `PORT=1 npm start`.',
      '`CACHE_FRESH_SECONDS` (31) and `CMS_TIMEOUT_MS` 2500; `renderWhole` draws, `SwrCache` keeps, `renderPage()` runs.',
    ].join('\n');
    expect(namedPaths(text).filter((path) => !pathExists(path))).toEqual([
      'worker/no-such-file.ts',
      'pipeline/gone-step.ts',
      'no-such-module.ts',
      'cms/server/gone.ts',
    ]);
    expect(npmScripts(text).filter((name) => !SCRIPTS.includes(name))).toEqual(['no-such-script']);
    expect(settingNames(text).filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE))).toEqual(['NO_SUCH_SETTING']);
    expect(quotedValues(text)).toEqual([
      { name: 'CACHE_FRESH_SECONDS', value: '31' },
      { name: 'CMS_TIMEOUT_MS', value: '2500' },
    ]);
    expect(codeNames(text).filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE))).toEqual(['renderWhole']);
    expect(links('docs/x.md', '[a](../nowhere.md) [b](operations.md#x)')).toEqual(['nowhere.md', 'docs/operations.md']);
  });
});

/**
 * Numbers the docs state about the code, each beside the code it restates: when the code changes, the doc's
 * phrase must change with it (or go).
 */
const CLAIMS: { doc: string; says: RegExp; code: string; holds: (source: string) => boolean }[] = [
  {
    doc: 'docs/architecture.md',
    says: /worker bundle at most 288 KiB gzip and 1\.4 MiB raw/,
    code: 'scripts/check-budgets.ts',
    holds: (source) => /WORKER_BUDGET = 288 \* 1024/.test(source) && /WORKER_RAW_BUDGET = 1\.4 \* 1024 \* 1024/.test(source),
  },
  {
    doc: 'docs/architecture.md',
    says: /first-load JavaScript at most 73 KB gzip/,
    code: 'scripts/check-budgets.ts',
    holds: (source) => /FIRST_LOAD_JS_BUDGET = 73 \* 1024/.test(source),
  },
  {
    doc: 'docs/architecture.md',
    says: /`tsc` four times/,
    code: 'package.json',
    holds: (source) => (JSON.parse(source) as { scripts: { typecheck: string } }).scripts.typecheck.match(/\btsc -p\b/g)?.length === 4,
  },
  {
    doc: 'docs/architecture.md',
    says: /at most 512 entries and 24 MB/,
    code: 'worker/cache/memory-cache.ts',
    holds: (source) => /entries: 512, bytes: 24 \* 1024 \* 1024/.test(source),
  },
  {
    doc: 'docs/content-api.md',
    says: /24 articles a page/,
    code: 'contract/news-pages.ts',
    holds: (source) => /NEWS_PAGE_SIZE = 24\b/.test(source),
  },
  {
    doc: 'docs/content-api.md',
    says: /at most 1,000 items a call/,
    code: 'contract/api.ts',
    holds: (source) => /MAX_PAGE_LIMIT = 1000\b/.test(source),
  },
  {
    doc: 'docs/decisions/003-icons-on-demand.md',
    says: /`ICON_NAMES` \(`contract\/icon-names\.ts`\) lists 42/,
    code: 'contract/icon-names.ts',
    holds: (source) => /ICON_NAMES = \[([^\]]*)\]/.exec(source)?.[1]?.match(/'[\w-]+'/g)?.length === 42,
  },
  {
    doc: 'docs/content-api.md',
    says: /never for more than a day ahead \(`PREVIEW_TOKEN_MAX_LIFETIME_SECONDS`, 86,400\)/,
    code: 'contract/preview-token.server.ts',
    holds: (source) => /PREVIEW_TOKEN_MAX_LIFETIME_SECONDS = 86_400\b/.test(source),
  },
  {
    doc: 'docs/content-api.md',
    says: /within 300 s of the site's clock \(`PURGE_WINDOW_SECONDS`\)[\s\S]*at most 64 KB: `PURGE_MAX_BODY_BYTES`/,
    code: 'worker/routes/purge.ts',
    holds: (source) => /PURGE_WINDOW_SECONDS = 300\b/.test(source) && /PURGE_MAX_BODY_BYTES = 64 \* 1024\b/.test(source),
  },
  {
    doc: 'bench/README.md',
    says: /30 alternating rounds[\s\S]*more than 1\.25× its usual 0\.29 ms/,
    code: 'bench/run.ts',
    holds: (source) =>
      /PAIR_ROUNDS = options\.smoke \? \d+ : 30;/.test(source) &&
      /USUAL_REFERENCE_MS = 0\.29;/.test(source) &&
      /SLOW_MACHINE = 1\.25;/.test(source),
  },
  {
    doc: 'bench/README.md',
    says: /median of\s+three runs[\s\S]*fails below 0\.95/,
    code: 'bench/lighthouse.ts',
    holds: (source) => /RUNS = SMOKE \? 1 : 3;/.test(source) && /GOAL = 0\.95;/.test(source),
  },
];

describe('numbers the docs state about the code', () => {
  for (const claim of CLAIMS) {
    it(`${claim.doc} ${claim.says.source} (${claim.code})`, () => {
      expect(read(claim.doc).replace(/\s+/g, ' ')).toMatch(claim.says);
      expect(claim.holds(read(claim.code))).toBe(true);
    });
  }

  it('the bench goals in bench/README.md are the targets bench/run.ts checks', () => {
    const section =
      read('bench/README.md')
        .split(/^## Goals$/m)[1]
        ?.split(/^## /m)[0] ?? '';
    const targets = [...section.matchAll(/^\| [^|]+ \| `([^`]+)` \|/gm)].map((match) => match[1]!);
    const code = read('bench/run.ts');
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((target) => !code.includes(`target: '${target}'`))).toEqual([]);
  });
});

describe('the docs stay read', () => {
  it(`all of them together: at most ${WORD_BUDGET.toLocaleString('en-GB')} words`, () => {
    const words = ALL.reduce((sum, { text }) => sum + text.split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeLessThanOrEqual(WORD_BUDGET);
  });

  it('the README: at most 200 lines (measurements live in bench/README.md, the rest in docs/)', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('no doc cites a section mark of a document outside the repository', () => {
    expect(ALL.filter(({ text }) => text.includes('§')).map(({ file }) => file)).toEqual([]);
  });
});

/**
 * Docs that cannot drift: every file or folder README.md, bench/README.md and
 * docs/ name (in backticks, in prose or as a link) exists in the repository,
 * the README stays short, and no text cites a section number of a document
 * that is not in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** Top-level folders and files a path in the docs starts from. */
const TOP = readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules');

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', 'bench/README.md', ...markdownFiles('docs')];

/** Paths the text names: tokens (backticked or not) that start at a top-level entry, and relative link targets. */
function namedPaths(file: string, text: string): { path: string; from: string }[] {
  const found: { path: string; from: string }[] = [];
  const prose = text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
  const tokens = [...prose.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  tokens.push(...[...prose.matchAll(/(?<![\w./@-])((?:[\w-]+\/)+[\w.-]*)/g)].map((match) => match[1]!));
  for (const token of new Set(tokens)) {
    const path = token.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
    const top = path.split('/')[0]!;
    if (!path.includes('/') && !TOP.includes(path)) continue;
    if (!TOP.includes(top) || /[*{}<>$]/.test(path)) continue;
    found.push({ path, from: ROOT });
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(?:[a-z]+:|#)/.test(target!)) continue;
    found.push({ path: decodeURIComponent(target!.replace(/#.*$/, '')), from: join(ROOT, dirname(file)) });
  }
  return found;
}

describe('the docs name only what exists', () => {
  for (const file of DOCS) {
    it(file, () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const missing = namedPaths(file, text)
        .map(({ path, from }) => normalize(join(from, path)))
        .filter((path) => !existsSync(path))
        .map((path) => path.slice(ROOT.length + 1));
      expect(missing).toEqual([]);
    });
  }

  it('finds the paths it checks (the check can fail)', () => {
    const text = 'See `worker/no-such-file.ts`, [a](../nowhere.md), `app/` and cms/server/gone.ts.';
    const paths = namedPaths('docs/x.md', text).map((named) => named.path);
    expect(paths).toEqual(['worker/no-such-file.ts', 'app/', 'cms/server/gone.ts', '../nowhere.md']);
  });
});

describe('the README', () => {
  it('stays short: at most 200 lines (measurements live in bench/README.md, the rest in docs/)', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });
});

describe('no section numbers of documents outside the repository', () => {
  it('no doc cites a section mark', () => {
    const cited = DOCS.filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('§'));
    expect(cited).toEqual([]);
  });
});

/**
 * What a release is labelled with: the client build id (from the build the
 * worker bundles) and the commit subject, when there is a commit.
 * @module
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, fail, ROOT } from './cli.ts';

/** Builds the client if an input changed (as wrangler's [build] would), then returns its build id. */
export function buildClient(): string {
  try {
    execFileSync(process.execPath, ['scripts/build.ts', '--if-stale'], { cwd: ROOT, env: childEnv(), stdio: 'inherit' });
  } catch {
    fail('the build failed');
  }
  return (JSON.parse(readFileSync(join(ROOT, '.build/build-info.json'), 'utf8')) as { id: string }).id;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** `<subject> (<short sha>)` of HEAD, marked when the tree has uncommitted changes; null outside a git checkout. */
export function commitMessage(): string | null {
  const subject = git(['log', '-1', '--format=%s']);
  if (!subject) return null;
  const sha = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) ? ', uncommitted changes' : '';
  const suffix = ` (${sha}${dirty})`;
  // Version messages are limited to 100 characters by the API.
  return `${subject.slice(0, 100 - suffix.length)}${suffix}`;
}

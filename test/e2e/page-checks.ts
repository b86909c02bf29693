/**
 * The two checkers browser tests share: axe-core in the page (WCAG 2.2 AA and best practice) and vnu, the W3C's
 * HTML checker, on saved pages. axe arrives as an init script (`AXE_SOURCE`), so the site's CSP stays in force and
 * would report an inline script; vnu checks every file of a test in one Java run (its start is the cost).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, gotoHydrated, type TestPage } from './browser';

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** A person's browser: crawlers get an error's status without its page. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const VNU_JAR = join(resolve(import.meta.dirname, '../..'), 'node_modules/vnu-jar/build/dist/vnu.jar');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the page as it stands (its context must have `AXE_SOURCE` as an init script). */
export function axeViolations(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, AXE_TAGS);
}

/** vnu's errors in the files, each as `<file name>: <message> <extract>`; none when they are valid HTML. */
export function vnuErrors(files: readonly string[]): string[] {
  let output = '';
  try {
    execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    output = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  const messages = output ? (JSON.parse(output) as { messages: { url: string; message: string; extract?: string }[] }).messages : [];
  return messages.map((message) => `${message.url.split('/').pop()}: ${message.message}${message.extract ? ` ${message.extract}` : ''}`);
}

/**
 * What is wrong with each page: axe on it hydrated, at 1280 px and narrowed to 390, then vnu on its server HTML (as a
 * person's browser gets it) and its hydrated DOM, in one Java run. `t`'s context must have `AXE_SOURCE`.
 */
export async function pageProblems(t: TestPage, paths: readonly string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-pages-'));
  const files: string[] = [];
  const problems: string[] = [];
  const keep = (html: string) => {
    files.push(join(dir, `${files.length}.html`));
    writeFileSync(files.at(-1)!, html);
  };
  for (const path of paths) {
    await t.page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(t.page, path);
    for (const width of [1280, 390]) {
      await t.page.setViewportSize({ width, height: 900 });
      for (const violation of await axeViolations(t.page)) problems.push(`${path} at ${width} px: ${violation.id}: ${violation.help}`);
    }
    keep(await (await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': PERSON } })).text());
    keep(`<!DOCTYPE html>${await t.page.evaluate(() => document.documentElement.outerHTML)}`);
  }
  return [...problems, ...vnuErrors(files).map((error) => `vnu ${error}`)];
}

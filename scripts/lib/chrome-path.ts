/**
 * Where Chromium or Chrome is on this machine, for every launcher (the browser
 * tests, Lighthouse, screenshots): `CHROME_PATH` when set, else the first of
 * the usual install locations on Linux, macOS and Windows that exists.
 * Chromium before Chrome: the tests were written against Debian's Chromium,
 * which `ensureChromium` installs on a Debian machine that has none.
 * @module
 */
import { existsSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';
import { installFromDebian } from './debian-packages.ts';

/** Usual install locations, most likely first. */
export function chromeCandidates(os: string, env: NodeJS.ProcessEnv, home: string): string[] {
  if (os === 'darwin') {
    const apps = ['/Applications', join(home, 'Applications')];
    return apps.flatMap((dir) => [
      join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
      join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
      join(dir, 'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing'),
    ]);
  }
  if (os === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((root): root is string => Boolean(root));
    return roots.flatMap((root) => [join(root, 'Chromium/Application/chrome.exe'), join(root, 'Google/Chrome/Application/chrome.exe')]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
  ];
}

/**
 * The browser to launch. Throws, naming what was tried and how to say where it is, when there is none: a
 * launcher's own "executable not found" does not say that CHROME_PATH exists.
 */
export function chromePath(
  env: NodeJS.ProcessEnv = process.env,
  os: string = platform(),
  exists: (path: string) => boolean = existsSync,
  home: string = homedir(),
): string {
  const chosen = env.CHROME_PATH;
  if (chosen) {
    if (!exists(chosen)) throw new Error(`CHROME_PATH names ${chosen}, which does not exist`);
    return chosen;
  }
  const candidates = chromeCandidates(os, env, home);
  const found = candidates.find((path) => exists(path));
  if (found) return found;
  throw new Error(
    `No Chromium or Chrome found (tried ${candidates.join(', ')}). Install one (Debian: apt-get install chromium) or set CHROME_PATH.`,
  );
}

/**
 * The browser, installed from Debian first (with its recommended fonts, as the tests were written against) on a
 * Debian machine that has none and no CHROME_PATH: what the suites' global set-ups and `npm test` call once, before
 * any test file looks for it with chromePath.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  if (!process.env.CHROME_PATH && platform() === 'linux' && existsSync('/usr/bin/apt-get')) {
    const candidates = chromeCandidates('linux', process.env, homedir());
    if (!candidates.some((path) => existsSync(path)))
      installFromDebian({
        packages: ['chromium'],
        why: 'The browser tests need Chromium, and this machine has none',
        recommends: true,
        log,
      });
  }
  return chromePath();
}

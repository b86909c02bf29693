/**
 * The local secrets file, `.dev.vars`: what `npm start`, `npm run dev`, `npm run start:wordpress` and the
 * operator scripts read locally. Made from `.dev.vars.example` when missing (a checkout updated without
 * `npm install` has none, and the site then served a 503 on every page while the WordPress stack signed with the
 * example's secrets), saying so in one line, so every local server reads the same secrets from one file.
 * MASTHEAD_DEV_VARS names another file (the ops tests, which never touch the checkout's own).
 * @module
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the local secrets are: `.dev.vars` in the checkout, or MASTHEAD_DEV_VARS. */
function devVarsPath(): string {
  return process.env.MASTHEAD_DEV_VARS || join(ROOT, '.dev.vars');
}

/** The local secrets file, made from the example (and said so) when missing; its path. */
export function ensureDevVars(say: (line: string) => void = console.log): string {
  const file = devVarsPath();
  if (!existsSync(file)) {
    copyFileSync(join(ROOT, '.dev.vars.example'), file);
    say(`Created ${file} from .dev.vars.example: local secrets for the site and its CMS (public values; a deployed worker refuses them).`);
  }
  return file;
}

/** One value of the local secrets file (`NAME="value"`), or undefined. */
export function devVar(name: string, file = devVarsPath()): string | undefined {
  if (!existsSync(file)) return undefined;
  return new RegExp(`^\\s*${name}\\s*=\\s*"?([^"\\n]*)"?\\s*$`, 'm').exec(readFileSync(file, 'utf8'))?.[1];
}

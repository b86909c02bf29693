/**
 * Upload names (wordpress/masthead-content/includes/uploads.php, run with `php`): whatever a camera or desktop
 * called a file, WordPress stores it under a name the site's media paths take (contract/media-types.ts), so a
 * phone's photo is served, not dropped.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaFileAt } from '../../../contract/media-types';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');

function names(raw: string[]): string[] {
  const calls = raw.map((name) => ({ fn: 'masthead_media_file_name', args: [name] }));
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as string[];
}

describe('upload names', () => {
  it('are what the site serves, for the names phones and desktops give', () => {
    const raw = [
      'IMG_2041.JPG',
      'PXL_20261127_101500123.jpg',
      'Screenshot 2026-11-27 at 10.15.00.png',
      'Annual Report (FINAL) v2.PDF',
      'café menu.webp',
    ];
    const stored = names(raw);
    expect(stored).toEqual([
      'img-2041.jpg',
      'pxl-20261127-101500123.jpg',
      'screenshot-2026-11-27-at-10-15-00.png',
      'annual-report-final-v2.pdf',
      'caf-menu.webp',
    ]);
    for (const name of stored) expect(mediaFileAt(`/media/2026/11/${name}`), name).not.toBeNull();
  });

  it('are made of lower-case letters, digits and hyphens, whatever the name', () => {
    const raw = fc.sample(
      fc.tuple(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('jpg', 'JPG', 'Png', 'pdf', 'jpeg', 'WEBP')),
      300,
    );
    const stored = names(raw.map(([base, ext]) => `${base}.${ext}`));
    stored.forEach((name, index) => {
      expect(name, JSON.stringify(raw[index])).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?\.[a-z0-9]+$/);
      expect(mediaFileAt(`/media/2026/11/${name}`), name).not.toBeNull();
    });
  });
});

/**
 * Browser launchers find Chromium or Chrome where it is (scripts/lib/chrome-path.ts): CHROME_PATH first, then
 * the usual places per system, and a clear error when there is none.
 */
import { describe, expect, it } from 'vitest';
import { chromePath } from '../../scripts/lib/chrome-path.ts';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('chromePath', () => {
  it('takes CHROME_PATH when it is set, and refuses one that does not exist', () => {
    expect(chromePath({ CHROME_PATH: '/opt/my/chrome' }, 'linux', only('/opt/my/chrome', '/usr/bin/chromium'))).toBe('/opt/my/chrome');
    expect(() => chromePath({ CHROME_PATH: '/nowhere/chrome' }, 'linux', only('/usr/bin/chromium'))).toThrow(
      'CHROME_PATH names /nowhere/chrome',
    );
  });

  it("finds Debian's Chromium first on Linux, and Chrome where there is no Chromium", () => {
    expect(chromePath({}, 'linux', only('/usr/bin/google-chrome', '/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(chromePath({}, 'linux', only('/usr/bin/google-chrome-stable'))).toBe('/usr/bin/google-chrome-stable');
    expect(chromePath({}, 'linux', only('/snap/bin/chromium'))).toBe('/snap/bin/chromium');
  });

  it('finds the apps on macOS, in /Applications or the home folder', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(chromePath({}, 'darwin', only(chrome), '/Users/ed')).toBe(chrome);
    const own = '/Users/ed/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(chromePath({}, 'darwin', only(own), '/Users/ed')).toBe(own);
  });

  it('says what it tried and how to point at a browser when there is none', () => {
    expect(() => chromePath({}, 'linux', () => false)).toThrow(/tried \/usr\/bin\/chromium, .* set CHROME_PATH/);
  });
});

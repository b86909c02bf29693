/**
 * The reference CMS's refusal (cms/server/placeholder-guard.ts) in step with what it guards: every secret
 * cms/wrangler.toml publishes is on its list, the ones the site shares are on the site's list too
 * (worker/config/placeholder-secrets.ts), and its loopback rule agrees with the site's (worker/config/address-kind.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_PLACEHOLDER_SECRETS, isLoopbackHost } from '../../cms/server/placeholder-guard.ts';
import { addressKind } from '../../worker/config/address-kind.ts';
import { isPlaceholderSecret } from '../../worker/config/placeholder-secrets.ts';

const ROOT = join(import.meta.dirname, '../..');

describe("the reference CMS's placeholder secrets", () => {
  it('lists every secret cms/wrangler.toml publishes', () => {
    const toml = readFileSync(join(ROOT, 'cms/wrangler.toml'), 'utf8');
    for (const name of ['PREVIEW_SECRET', 'PURGE_SECRET', 'EDITOR_TOKEN']) {
      const value = new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, 'm').exec(toml)?.[1];
      expect(value, name).toBeDefined();
      expect(CMS_PLACEHOLDER_SECRETS, name).toContain(value);
    }
  });

  it('shares the site’s placeholders for the secrets both hold', () => {
    const shared = CMS_PLACEHOLDER_SECRETS.filter((value) => !value.includes('editor-token'));
    expect(shared).toHaveLength(2);
    for (const value of shared) expect(isPlaceholderSecret(value), value).toBe(true);
  });

  it('calls loopback what the site calls loopback', () => {
    for (const host of [
      'localhost',
      'a.localhost',
      '127.0.0.1',
      '127.9.9.9',
      '[::1]',
      'www.immediate.co.uk',
      '10.1.2.3',
      '192.168.0.1',
      'cms.internal',
      '0.0.0.0',
      '::',
    ]) {
      expect(isLoopbackHost(host), host).toBe(addressKind(host) === 'loopback');
    }
  });
});

/**
 * The reference CMS refuses to serve anywhere but on loopback while it holds the secrets cms/wrangler.toml
 * publishes, as the site's config check does with its own (worker/env.ts): deployed with its committed settings
 * it would accept its published editor token, sign preview tokens and purges anyone can forge, and serve its
 * fault and edit switches to anyone. Off loopback (the address it is reached at, or the site origin it serves)
 * every request is a 503 whose body names the settings to change, never their values.
 * @module
 */
import type { MiddlewareHandler } from 'hono';

/** The values cms/wrangler.toml publishes for the CMS's secrets (test/ops/cms-placeholders.test.ts keeps them in step). */
export const CMS_PLACEHOLDER_SECRETS: readonly string[] = [
  'local-preview-secret-change-me',
  'local-purge-secret-change-me',
  'local-editor-token-change-me',
];

const SECRET_NAMES = ['PREVIEW_SECRET', 'PURGE_SECRET', 'EDITOR_TOKEN'] as const;

type GuardEnv = Partial<Record<(typeof SECRET_NAMES)[number], string>> & { SITE_PUBLIC_ORIGIN?: string };

/** Whether a URL host is this machine: `localhost` (and its subdomains), 127.0.0.0/8 or `::1`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Why the CMS must not serve `url` with these settings, or null when it may. */
export function placeholderRefusal(env: GuardEnv, url: string): string | null {
  const placeholders = SECRET_NAMES.filter((name) => CMS_PLACEHOLDER_SECRETS.includes((env[name] ?? '').trim()));
  if (placeholders.length === 0) return null;
  const off = [
    new URL(url).hostname,
    ...(env.SITE_PUBLIC_ORIGIN && URL.canParse(env.SITE_PUBLIC_ORIGIN) ? [new URL(env.SITE_PUBLIC_ORIGIN).hostname] : []),
  ].filter((host) => !isLoopbackHost(host));
  if (off.length === 0) return null;
  return (
    `The reference CMS refuses to serve off loopback (${off.join(', ')}) with the placeholder ` +
    `${placeholders.join(', ')} published in cms/wrangler.toml: set secrets of your own (wrangler secret put), ` +
    'or serve it on 127.0.0.1 only.'
  );
}

/** Middleware, first of all: a 503 for every request while the CMS holds placeholders off loopback. */
export function refusePlaceholdersOffLoopback(): MiddlewareHandler<{ Bindings: GuardEnv }> {
  return async (c, next) => {
    const refusal = placeholderRefusal(c.env ?? {}, c.req.url);
    if (!refusal) return next();
    await c.req.raw.arrayBuffer().catch(() => undefined);
    return Response.json(
      { error: { status: 503, statusMessage: 'Service Unavailable', message: refusal } },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  };
}

/**
 * The id a request is logged and answered under (`X-Request-Id`): Cloudflare's
 * `cf-ray` when it has the shape Cloudflare sends (16 hex digits, a hyphen and
 * the data centre's three-letter code, `8f1c2a3b4d5e6f70-LHR`), else an id of
 * our own. Any other value, of any length or content, came from the client
 * (or a proxy before the edge) and is never echoed into a header or the log.
 * @module
 */
const CF_RAY = /^[0-9a-f]{16}-[A-Z]{3}$/;

export function requestIdOf(cfRay: string | undefined): string {
  return cfRay !== undefined && CF_RAY.test(cfRay) ? cfRay : crypto.randomUUID();
}

/**
 * Who sees `Server-Timing` (cache state, CMS calls and their time): nobody outside local development unless they
 * prove they operate the site. A stranger could otherwise probe the caches and tune cache-busting against them;
 * the request log keeps the full detail either way. Proof is `X-Masthead-Diagnostics: {unix seconds}.{hex
 * HMAC-SHA256 of "{seconds}"}` under the diagnostics key derived from PURGE_SECRET (contract/signing.server.ts: a
 * proof signs nothing else, and no purge signature or preview token is a proof), dated within 5 minutes (`npm run
 * smoke` signs it when PURGE_SECRET is set); DIAGNOSTICS=on (local development and tests) shows it to everyone.
 * @module
 */
import { verifyDiagnosticsProof } from '../../contract/signing.server';
import { type Config, nowOf, secretsOf } from '../env';

export const DIAGNOSTICS_HEADER = 'x-masthead-diagnostics';
const WINDOW_SECONDS = 300;

/**
 * Whether this request may see the diagnostic headers: at once, except for a proof to verify (a promise). Every
 * request asks, and a reader's never carries a proof: answering it without a promise spares it a microtask.
 */
export function showsDiagnostics(config: Config, proof: string | undefined): boolean | Promise<boolean> {
  if (config.DIAGNOSTICS === 'on') return true;
  const match = proof ? /^(\d{1,12})\.([0-9a-f]{64})$/i.exec(proof) : null;
  if (!match) return false;
  const [, seconds, signature] = match as unknown as [string, string, string];
  if (Math.abs(Math.floor(nowOf(config) / 1000) - Number(seconds)) > WINDOW_SECONDS) return false;
  return verifyDiagnosticsProof(secretsOf(config, 'PURGE_SECRET'), seconds, signature);
}

/**
 * Imports a TypeScript module of the worker or the contract from a plain Node script. Node strips types but does
 * not resolve the extension-less imports those modules use (bundlers do), so the module is bundled with esbuild
 * first and imported from memory: scripts and benches use the site's own rules instead of copies.
 * @module
 */
import { build } from 'esbuild';

export async function importBundled<T>(entry: string): Promise<T> {
  const bundle = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'warning' });
  return (await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0]!.text).toString('base64')}`)) as T;
}

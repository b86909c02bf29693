/**
 * Vite plugin: the client build refuses a server-only module. Modules the
 * browser must never receive (secrets' handling, signing) are named
 * `*.server.ts`; importing one from client code fails the build with the
 * importer's name, instead of shipping it.
 * @module
 */
import type { Plugin } from 'vite';

const SERVER_ONLY = /\.server\.tsx?$/;

export function serverOnlyGuard(): Plugin {
  return {
    name: 'masthead-server-only',
    apply: 'build',
    transform(_code, id) {
      if (!SERVER_ONLY.test(id.replace(/\?.*$/, ''))) return null;
      const importers = this.getModuleInfo(id)?.importers ?? [];
      this.error(`${id} is server-only, imported by ${importers.join(', ') || 'the client'}`);
    },
  };
}

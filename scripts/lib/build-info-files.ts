/**
 * Where the client build's info for the worker is written. `wrangler dev` watches BUILD_INFO and restarts a build it
 * sees change, killing it: written in the middle of a build, it killed every build before its stamp, so each restart
 * built again and changed it again, for ever (an edit under app/ while `npm start` ran). Vite writes it staged
 * (scripts/vite-build-meta.ts), and the build's last step moves it into place (scripts/build.ts,
 * scripts/build-client.ts), so it changes only once the build is whole.
 * @module
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_INFO = '.build/build-info.json';
export const BUILD_INFO_STAGED = '.build/build-info.next.json';

/** The build's last step: the staged build info moved into place, under the project's root `root`. */
export function publishBuildInfo(root: string): void {
  renameSync(join(root, BUILD_INFO_STAGED), join(root, BUILD_INFO));
}

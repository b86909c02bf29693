// The site's start, made visible to the inspector (`npm run bench:profile -- --cold`): workerd compiles and runs a
// worker's modules before any inspector can attach, so this main module holds the site's bundle back until the
// first request. `/__cold-ready` answers without it (the process is up and the profiler can start); the first other
// request imports the bundle (its compile and top-level code) and hands itself and every later request to it.
let site;
/** The site's bundle: a module of the workerd config, beside this one (bench/workerd-config.ts). */
const SITE_MODULE = './index.js';

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '/__cold-ready') return new Response('ready');
    site ??= (await import(SITE_MODULE)).default;
    return site.fetch(request, env, ctx);
  },
};

// The bench's CMS stand-in: the reference CMS (service binding CMS) plus one
// extra article, the peer article (bench/peer-article.ts writes peer-page.json
// from bench/fixtures/peer-article.json). It answers that article's route
// lookup, nodes and entry in the route table, and passes every other request
// (fault switches and counts included) to the CMS unchanged; the fault
// switches do not apply to the peer article (the TTFB probe never requests it). Runs in the
// bench's services process, so none of its CPU is charged to the site.
import peer from 'peer-page.json';

const json = (body) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' } });

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === 'GET') {
      if (url.pathname === '/paths' && url.searchParams.get('path') === peer.route.path) {
        return json({ redirect: null, route: peer.route });
      }
      if (url.pathname === '/nodes' && url.searchParams.get('slug') === peer.slug && !url.searchParams.has('preview_id')) {
        return json({ [peer.slug]: peer.slots });
      }
      if (url.pathname === '/routes') {
        const response = await env.CMS.fetch(request);
        const body = await response.json();
        return json({ ...body, routes: [...body.routes, peer.route] });
      }
    }
    return env.CMS.fetch(request);
  },
};

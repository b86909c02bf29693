// React's synchronous server renderer alone. The worker renders only with renderToString (renderer.ts says why);
// react-dom/server's workerd entry also loads the streaming build (react-dom-server.edge, 295 KB), which a new
// isolate compiles and runs the top level of and the worker never calls. Chosen as react-dom/server.edge.js
// chooses its builds; the paths bypass the package's exports map, which does not export the build on its own.
// Required on the first render, not at load: a new isolate's first request is as often a file, a feed, a sitemap
// or a redirect as a page, and the renderer's top level is a sixth of a start (bench/README.md, "Where startup goes").
'use strict';

let server;

function load() {
  if (process.env.NODE_ENV === 'production') {
    return require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');
  }
  return require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js');
}

exports.renderToString = (node, options) => {
  server ??= load();
  return server.renderToString(node, options);
};

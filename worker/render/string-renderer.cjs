// React's synchronous server renderer alone. The worker renders only with renderToString (renderer.ts says why);
// react-dom/server's workerd entry also loads the streaming build (react-dom-server.edge, 295 KB), which a new
// isolate compiles and runs the top level of and the worker never calls. Chosen as react-dom/server.edge.js
// chooses its builds; the paths bypass the package's exports map, which does not export the build on its own.
'use strict';

if (process.env.NODE_ENV === 'production') {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');
} else {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js');
}

/**
 * The block editor script, built by @wordpress/scripts 27 (classic JSX on `wp.element`, which WordPress 6.1
 * runs): the defaults, with this folder's entry and output, and the site bundle (`@masthead/site`, built
 * apart with React 19 by scripts/wordpress/build-editor.ts) as the script `masthead-site`, global
 * `masthead.site`, listed in index.asset.php like WordPress's own packages.
 */
const path = require('node:path');
const defaults = require('@wordpress/scripts/config/webpack.config');
const DependencyExtractionWebpackPlugin = require('@wordpress/dependency-extraction-webpack-plugin');

const SITE = '@masthead/site';

module.exports = {
  ...defaults,
  entry: { index: path.resolve(__dirname, 'src/index.ts') },
  output: { ...defaults.output, path: path.resolve(__dirname, '../build') },
  plugins: [
    // Without the defaults' block.json copy (the build writes block.json) and dependency extraction (replaced).
    ...defaults.plugins.filter(
      (plugin) => !(plugin instanceof DependencyExtractionWebpackPlugin) && plugin.constructor.name !== 'CopyPlugin',
    ),
    new DependencyExtractionWebpackPlugin({
      requestToExternal: (request) => (request === SITE ? ['masthead', 'site'] : undefined),
      requestToHandle: (request) => (request === SITE ? 'masthead-site' : undefined),
    }),
  ],
};

// The one export of string-renderer.cjs the worker uses, typed as react-dom/server types it.
export { renderToString } from 'react-dom/server';

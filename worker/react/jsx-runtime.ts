/** React's JSX runtime for the worker bundle, wrapped once: worker/react/index.ts says why. */
// @ts-expect-error React's file itself, by path: the package name is aliased here. Its types are @types/react's.
import * as JsxRuntime from '../../node_modules/react/jsx-runtime.js';

export const { Fragment, jsx, jsxs } = JsxRuntime as typeof import('react/jsx-runtime');

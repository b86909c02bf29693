/**
 * React for the worker bundle, as one ES module (wrangler.jsonc's `alias` sends `react` here).
 *
 * React ships CommonJS only, and esbuild wraps a CommonJS package once in every module that imports it: a new
 * object with each of React's exports copied on as a getter. The worker has 31 such modules for React and 56 for
 * its JSX runtime, and a new isolate built all 87 objects before its first answer. Imported through this module,
 * React is wrapped once; react-dom's own `require('react')` gets this module too, so it exports every name React
 * has (a React that drops one leaves it undefined here; one our code imports and this lacks fails the build).
 * @module
 */
import type * as ReactTypes from 'react';
// @ts-expect-error React's file itself, by path: the package name is aliased here. Its types are @types/react's.
import * as ReactModule from '../../node_modules/react/index.js';

const React: typeof ReactTypes & Record<string, unknown> = ReactModule;

export const {
  Activity,
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  ViewTransition,
  __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
  __COMPILER_RUNTIME,
  // Development builds only (`npm run dev`, `npm start`): undefined in production.
  act,
  addTransitionType,
  cache,
  cacheSignal,
  captureOwnerStack,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  unstable_useCacheRefresh,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;

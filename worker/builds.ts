/**
 * The client build this worker was deployed with: its id and the files the
 * document links (entry, page-view chunk, CSS). Written by the Vite build
 * (`scripts/vite-build-meta.ts`) and bundled into the worker, so a worker and its
 * assets always agree.
 * @module
 */
import info from '../.build/build-info.json';

export interface BuildInfo {
  id: string;
  timestamp: number;
  /** Entry module, under /_app/. */
  entry: string;
  /** Chunks to modulepreload: the entry's static imports (the page view is part of the entry). */
  preload: string[];
  css: string[];
}

export const build: BuildInfo = info;

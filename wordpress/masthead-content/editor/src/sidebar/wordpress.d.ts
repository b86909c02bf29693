/**
 * The parts of WordPress 6.1's editor packages the sidebar uses beyond the blocks' (../wordpress.d.ts, whose
 * module declarations these merge into), typed by hand for the same reason: WordPress provides them at run
 * time (`wp.plugins`, `wp.editPost`, …).
 */
declare module '@wordpress/plugins' {
  import type { ComponentType } from 'react';
  export function registerPlugin(name: string, settings: { render: ComponentType; icon?: string | null }): unknown;
}

declare module '@wordpress/edit-post' {
  import type { ComponentType, ReactNode } from 'react';
  export const PluginDocumentSettingPanel: ComponentType<{ name: string; title: string; className?: string; children?: ReactNode }>;
}

declare module '@wordpress/editor' {
  import type { ComponentType, ReactNode } from 'react';
  /** WordPress 6.6 and later; `wp.editPost`'s copy is deprecated there. */
  export const PluginDocumentSettingPanel:
    | ComponentType<{ name: string; title: string; className?: string; children?: ReactNode }>
    | undefined;
}

declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react';
  export const ToggleControl: ComponentType<{
    label: string;
    help?: ReactNode;
    checked: boolean;
    onChange(value: boolean): void;
    __nextHasNoMarginBottom?: boolean;
  }>;
}

declare module '@wordpress/data' {
  /** The `core` store's selectors that resolve: a promise of the record, fetched when the store does not hold it. */
  export function resolveSelect(store: 'core'): { getEntityRecord(kind: string, name: string, id: number): Promise<unknown> };
}

declare module '@wordpress/edit-post' {
  import type { ComponentType, ReactNode } from 'react';
  export const PluginPrePublishPanel: ComponentType<PrePublishPanelProps>;
  export interface PrePublishPanelProps {
    title: string;
    icon?: string;
    initialOpen?: boolean;
    className?: string;
    children?: ReactNode;
  }
}

declare module '@wordpress/editor' {
  import type { PrePublishPanelProps } from '@wordpress/edit-post';
  import type { ComponentType } from 'react';
  /** WordPress 6.6 and later, as PluginDocumentSettingPanel. */
  export const PluginPrePublishPanel: ComponentType<PrePublishPanelProps> | undefined;
}

declare module '@wordpress/blocks' {
  /** A registered block type's settings (its title), or undefined. */
  export function getBlockType(name: string): { title?: string } | undefined;
}

declare module '@wordpress/api-fetch' {
  export default function apiFetch<T>(options: { path: string; method: 'POST'; data?: Record<string, unknown> }): Promise<T>;
}

declare module '@wordpress/data' {
  type Selectors = Record<string, (...args: unknown[]) => unknown>;
  /** A store's selectors now, outside a component. */
  export function select(store: string): Selectors;
}

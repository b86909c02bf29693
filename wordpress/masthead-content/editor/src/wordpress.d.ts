/**
 * The parts of WordPress 6.1's editor packages these blocks use, typed by hand: WordPress provides them at
 * run time (the dependency-extraction plugin maps each import to its script, `wp.blockEditor` …), and their
 * npm packages would pull a second React into the project. JSX is typed with the project's React types;
 * WordPress runs React 17 underneath, so only APIs React 17 has are used.
 */
declare module '@wordpress/element' {
  export { createElement, Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
}

declare module '@wordpress/blocks' {
  import type { ComponentType } from 'react';
  export interface BlockEditProps {
    attributes: Record<string, unknown>;
    setAttributes(attributes: Record<string, unknown>): void;
    clientId: string;
    isSelected: boolean;
  }
  export function registerBlockType(
    name: string,
    settings: { edit: ComponentType<BlockEditProps>; save: ComponentType | (() => null) },
  ): unknown;
}

declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactNode } from 'react';
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  export const InspectorControls: ComponentType<{ children?: ReactNode }>;
  export interface Media {
    id: number;
    url: string;
    alt?: string;
    width?: number;
    height?: number;
  }
  export const MediaUpload: ComponentType<{
    onSelect(media: Media): void;
    allowedTypes?: string[];
    value?: number;
    render(props: { open(): void }): ReactNode;
  }>;
  export const MediaUploadCheck: ComponentType<{ children?: ReactNode; fallback?: ReactNode }>;
  export const URLInput: ComponentType<{
    value: string;
    onChange(url: string, post?: { url: string; title?: string } | null): void;
    label?: string;
    className?: string;
    __nextHasNoMarginBottom?: boolean;
  }>;
  export const RichText: ComponentType<{
    identifier: string;
    tagName: string;
    value: string;
    onChange(value: string): void;
    allowedFormats?: string[];
    placeholder?: string;
    className?: string;
    'aria-label'?: string;
  }>;
  export const store: string;
  export const InnerBlocks: ComponentType<{ renderAppender?: unknown }> & { Content: ComponentType; ButtonBlockAppender: ComponentType };
  export function useInnerBlocksProps(props?: Record<string, unknown>, options?: Record<string, unknown>): Record<string, unknown>;
}

declare module '@wordpress/components' {
  import type { ComponentType, ReactNode } from 'react';

  interface Control<T> {
    label?: string;
    help?: ReactNode;
    value: T;
    onChange(value: T): void;
    /** WordPress 6.7+ asks controls to opt in to their new margins and (text, select) 40 px size, and warns without. */
    __nextHasNoMarginBottom?: boolean;
    __next40pxDefaultSize?: boolean;
  }
  export const TextControl: ComponentType<Control<string> & { type?: string; required?: boolean; className?: string }>;
  export const TextareaControl: ComponentType<Control<string> & { rows?: number }>;
  export const SelectControl: ComponentType<Control<string> & { options: { label: string; value: string }[] }>;
  export const Button: ComponentType<{
    children?: ReactNode;
    onClick?(): void;
    variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
    isDestructive?: boolean;
    isSmall?: boolean;
    disabled?: boolean;
    label?: string;
    icon?: string;
    className?: string;
  }>;
  export const Notice: ComponentType<{
    status: 'error' | 'warning' | 'info';
    isDismissible?: boolean;
    children?: ReactNode;
    className?: string;
  }>;
  export const PanelBody: ComponentType<{ title?: string; initialOpen?: boolean; children?: ReactNode }>;
  export const Placeholder: ComponentType<{
    icon?: string;
    label?: string;
    instructions?: string;
    children?: ReactNode;
    className?: string;
  }>;
  export const BaseControl: ComponentType<{
    id?: string;
    label?: string;
    help?: ReactNode;
    children?: ReactNode;
    __nextHasNoMarginBottom?: boolean;
  }>;
}

declare module '@wordpress/data' {
  type Selectors = Record<string, (...args: unknown[]) => unknown>;
  export function useSelect<T>(map: (select: (store: string) => Selectors) => T, deps: unknown[]): T;
  export function useDispatch(store: string): Record<string, (...args: unknown[]) => void>;
}

declare module '@wordpress/editor' {
  export const store: string;
}

declare module '@wordpress/api-fetch' {
  export default function apiFetch<T>(options: { path: string }): Promise<T>;
}

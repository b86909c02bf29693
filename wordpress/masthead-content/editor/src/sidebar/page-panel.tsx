/**
 * The "Masthead page" panel of pages and posts: the route entry's settings the site reads from post meta
 * (decision 011): layout, breadcrumbs, noindex, canonical of a duplicate, withdrawn (410), internal, social
 * image. A value the site's schemas refuse is named under its field, and saving is locked until it is put right.
 * @module
 */
import { SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { BreadcrumbsControl } from './breadcrumbs-control';
import { DocumentSettingPanel } from './document-panel';
import { editorOf } from './editor-store';
import { FieldError } from './field-error';
import { pageProblems, readBreadcrumbs } from './meta-rules';
import { SocialImageControl } from './social-image-control';
import { usePostMeta } from './use-post-meta';
import { useSaveLock } from './use-save-lock';

const LAYOUT_OPTIONS = [
  { label: 'Default', value: 'default' },
  { label: 'Minimal', value: 'minimal' },
];

export function PagePanel({ postType }: { postType: string }) {
  const [meta, setMeta] = usePostMeta();
  const page = useSelect(
    (select) => {
      const editor = editorOf(select);
      return {
        title: String(editor.getEditedPostAttribute('title') ?? ''),
        slug: String(editor.getEditedPostAttribute('slug') ?? ''),
        parent: Number(editor.getEditedPostAttribute('parent') ?? 0),
        postType,
      };
    },
    [postType],
  );
  const problems = pageProblems(meta);
  useSaveLock('masthead-page-settings', Object.keys(problems).length > 0);
  const text = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : '');
  return (
    <DocumentSettingPanel name="masthead-page" title="Masthead page" className="masthead-page-panel">
      <SelectControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Layout"
        help="Minimal: the page without the site's navigation (landing pages)."
        value={text('_masthead_layout') || 'default'}
        options={LAYOUT_OPTIONS}
        onChange={(value: string) => setMeta({ _masthead_layout: value })}
      />
      <FieldError message={problems._masthead_layout} />
      <BreadcrumbsControl
        crumbs={readBreadcrumbs(meta._masthead_breadcrumbs)}
        page={page}
        onChange={(crumbs) => setMeta({ _masthead_breadcrumbs: crumbs.length ? JSON.stringify(crumbs) : '' })}
      />
      <FieldError message={problems._masthead_breadcrumbs} />
      <ToggleControl
        __nextHasNoMarginBottom
        label="Hide from search engines (noindex)"
        checked={meta._masthead_noindex === true}
        onChange={(value: boolean) => setMeta({ _masthead_noindex: value })}
      />
      <TextControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label="Canonical of a duplicate"
        help="Only when this page repeats another: the original's path, such as /news/a-story/."
        value={text('_masthead_canonical_path')}
        onChange={(value: string) => setMeta({ _masthead_canonical_path: value.trim() })}
      />
      <FieldError message={problems._masthead_canonical_path} />
      <ToggleControl
        __nextHasNoMarginBottom
        label="Withdrawn (the site answers 410 Gone)"
        checked={meta._masthead_gone === true}
        onChange={(value: boolean) => setMeta({ _masthead_gone: value })}
      />
      <ToggleControl
        __nextHasNoMarginBottom
        label="Internal page (out of sitemaps, disallowed in robots.txt)"
        checked={meta._masthead_internal === true}
        onChange={(value: boolean) => setMeta({ _masthead_internal: value })}
      />
      <SocialImageControl value={text('_masthead_og_image')} onChange={(path) => setMeta({ _masthead_og_image: path })} />
      <FieldError message={problems._masthead_og_image} />
    </DocumentSettingPanel>
  );
}

/**
 * The "Unpublish" panel of posts, pages and jobs: when the item comes down on its own (`_masthead_unpublish_at`,
 * includes/schedule.php: within a minute of that time the site's Cron Trigger turns it back into a draft and the
 * site drops it). Entered in the browser's time zone, kept as a UTC instant; empty keeps it up. A scheduled item
 * also links "See the site at…" its time: WordPress's `/generate?at=&id=` hands the editor to the site's timeline
 * preview on its page (includes/timeline.php).
 * @module
 */
import { TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { readConfig } from '../edit/env';
import { DocumentSettingPanel } from './document-panel';
import { editorOf } from './editor-store';
import { usePostMeta } from './use-post-meta';

const KEY = '_masthead_unpublish_at';

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC instant as a `datetime-local` value in the browser's zone; '' when there is none. */
function localInput(instant: string): string {
  const date = new Date(instant);
  if (!instant || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's zone) as the UTC instant the plugin keeps: `2026-11-30T07:00:00Z`. */
function utcInstant(local: string): string {
  const date = new Date(local);
  return !local || Number.isNaN(date.getTime()) ? '' : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The timeline preview at a scheduled item's saved time, or null while it is not scheduled. */
function useSiteAhead(): { href: string; at: string } | null {
  // A string (the saved time of a scheduled item, else ''), so the selector's answer compares equal between renders.
  const dateGmt = useSelect((select) => {
    const editor = editorOf(select);
    const saved = editor.getCurrentPostAttribute('date_gmt');
    return editor.getCurrentPostAttribute('status') === 'future' && typeof saved === 'string' ? saved.slice(0, 19) : '';
  }, []);
  const id = useSelect((select) => editorOf(select).getCurrentPostId(), []);
  if (!dateGmt || !id) return null;
  const { homeUrl } = readConfig((window as { mastheadEditor?: unknown }).mastheadEditor);
  const query = new URLSearchParams({ at: `${dateGmt}Z`, id: String(id) });
  return { href: `${homeUrl.replace(/\/+$/, '')}/generate?${query}`, at: `${dateGmt.slice(0, 16).replace('T', ' ')} UTC` };
}

export function UnpublishPanel() {
  const [meta, setMeta] = usePostMeta();
  const ahead = useSiteAhead();
  const instant = typeof meta[KEY] === 'string' ? (meta[KEY] as string) : '';
  return (
    <DocumentSettingPanel name="masthead-unpublish" title="Unpublish" className="masthead-unpublish-panel">
      <TextControl
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        type="datetime-local"
        label="Unpublish at"
        help={
          instant
            ? `Within a minute of ${instant.replace('T', ' ').replace('Z', ' UTC')} it becomes a draft again and leaves the site.`
            : 'Empty: it stays published until you unpublish it.'
        }
        value={localInput(instant)}
        onChange={(value: string) => setMeta({ [KEY]: utcInstant(value) })}
      />
      {ahead && <a href={ahead.href} target="_blank" rel="noopener noreferrer">{`See the site at ${ahead.at}`}</a>}
    </DocumentSettingPanel>
  );
}

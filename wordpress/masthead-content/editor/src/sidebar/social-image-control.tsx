/**
 * The social image (`_masthead_og_image`): picked in the media library and stored as the site's `/media/…`
 * path of the file under uploads (decision 011); shown from the plugin's own `/media/` route, which serves
 * the same file the site will.
 * @module
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { BaseControl, Button } from '@wordpress/components';

interface PickedMedia {
  url: string;
  width?: number;
  height?: number;
}

/** The `/media/…` path of an uploads URL (`…/wp-content/uploads/2026/11/x.jpg` → `/media/2026/11/x.jpg`); null otherwise. */
export function mediaPathOf(url: string): string | null {
  const path = new URL(url, 'http://localhost').pathname;
  const at = path.lastIndexOf('/uploads/');
  return at === -1 ? null : `/media/${decodeURIComponent(path.slice(at + '/uploads/'.length))}`;
}

/** Where the editor can show a `/media/…` path: the plugin's content API serves it. */
function previewUrl(path: string): string {
  const root = (window as Window & { wpApiSettings?: { root?: string } }).wpApiSettings?.root ?? '/wp-json/';
  return `${root.replace(/\/$/, '')}/masthead/v1${path}`;
}

export function SocialImageControl({ value, onChange }: { value: string; onChange: (path: string) => void }) {
  return (
    <BaseControl
      __nextHasNoMarginBottom
      id="masthead-og-image"
      label="Social image"
      help="Shown when the page is shared (Facebook, LinkedIn): 1200 × 630 pixels. Empty: the site's default."
    >
      {value && <img src={previewUrl(value)} alt="" style={{ display: 'block', maxWidth: '100%', marginBottom: '8px' }} />}
      {value && <code style={{ display: 'block', marginBottom: '8px', wordBreak: 'break-all' }}>{value}</code>}
      <div style={{ display: 'flex', gap: '8px', alignItems: 'center' }}>
        <MediaUploadCheck>
          <MediaUpload
            allowedTypes={['image']}
            onSelect={(media: PickedMedia) => onChange(mediaPathOf(media.url) ?? '')}
            render={({ open }) => (
              <Button variant="secondary" onClick={open}>
                {value ? 'Replace image' : 'Choose image'}
              </Button>
            )}
          />
        </MediaUploadCheck>
        {value && (
          <Button variant="link" isDestructive onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </div>
    </BaseControl>
  );
}

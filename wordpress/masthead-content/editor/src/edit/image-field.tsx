/**
 * An image picked from the media library, stored as the site's Image: the attachment's `/media/…` path
 * (its uploads path, decision 011), its alternative text and its size. The alt text stays editable here:
 * the node's, not the attachment's.
 * @module
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button, TextControl } from '@wordpress/components';
import { sitePathOf } from './env';
import { type FieldProps, labelOf } from './field-control';

interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}

export function ImageField({ field, value, onChange, env }: FieldProps) {
  const image = (value && typeof value === 'object' ? value : {}) as ImageValue;
  const { uploadsUrl } = env.config;
  // The browser finds `/media/x` in the uploads folder.
  const shownSrc = image.src?.startsWith('/media/') ? `${uploadsUrl.replace(/\/+$/, '')}/${image.src.slice('/media/'.length)}` : image.src;
  return (
    <fieldset className="masthead-image">
      <legend>{labelOf(field)}</legend>
      {image.src ? <img className="masthead-image__thumb" src={shownSrc} alt="" /> : null}
      {image.src ? <p className="masthead-image__src">{`${image.src} (${image.width ?? '?'}×${image.height ?? '?'})`}</p> : null}
      <MediaUploadCheck fallback={<p>You may not pick media.</p>}>
        <MediaUpload
          allowedTypes={['image']}
          onSelect={(media) =>
            onChange({
              src: sitePathOf(media.url, uploadsUrl, '/media/') ?? media.url,
              alt: image.alt || media.alt || '',
              width: media.width,
              height: media.height,
            })
          }
          render={({ open }) => (
            <Button variant="secondary" onClick={open}>
              {image.src ? 'Replace image' : 'Choose image'}
            </Button>
          )}
        />
      </MediaUploadCheck>
      {image.src ? (
        <TextControl
          __next40pxDefaultSize
          label="Alternative text (empty when the image is decorative)"
          value={image.alt ?? ''}
          onChange={(alt) => onChange({ ...image, alt })}
          __nextHasNoMarginBottom
        />
      ) : null}
      {image.src && !field.required ? (
        <Button variant="tertiary" isDestructive onClick={() => onChange(undefined)}>
          Remove image
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * Links: an address picked from the site's pages and posts (WordPress's URLInput suggestions) or typed. A
 * page of this WordPress is stored as its site path (`/about/`), which is the same path on the site.
 * @module
 */
import { URLInput } from '@wordpress/block-editor';
import { TextControl } from '@wordpress/components';
import { sitePathOf } from './env';
import { type FieldProps, labelOf } from './field-control';

export function UrlField({ field, value, onChange, env }: FieldProps) {
  return (
    <div className="masthead-url">
      <URLInput
        label={labelOf(field)}
        value={typeof value === 'string' ? value : ''}
        onChange={(url, post) => {
          const picked = post?.url ?? url;
          const stored = sitePathOf(picked, env.config.homeUrl, '/') ?? sitePathOf(picked, env.config.siteOrigin, '/') ?? picked;
          onChange(stored === '' && !field.required ? undefined : stored);
        }}
        __nextHasNoMarginBottom
      />
    </div>
  );
}

export function LinkField(props: FieldProps) {
  const { field, value, onChange, path } = props;
  const link = (value && typeof value === 'object' ? value : {}) as { label?: string; href?: string };
  // An optional link with neither part is no link.
  const set = (next: { label?: string; href?: string }) =>
    onChange(!field.required && !next.label && !next.href ? undefined : { label: next.label ?? '', href: next.href ?? '' });
  return (
    <fieldset className="masthead-link">
      <legend>{labelOf(field)}</legend>
      <TextControl
        __next40pxDefaultSize
        label="Label"
        value={link.label ?? ''}
        onChange={(label) => set({ ...link, label })}
        __nextHasNoMarginBottom
      />
      <UrlField
        {...props}
        field={{ ...field, label: 'Address', required: true }}
        value={link.href ?? ''}
        path={`${path}.href`}
        onChange={(href) => set({ ...link, href: typeof href === 'string' ? href : '' })}
      />
    </fieldset>
  );
}

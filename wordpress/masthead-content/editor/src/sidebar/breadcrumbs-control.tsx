/**
 * The breadcrumbs list (`_masthead_breadcrumbs`, a JSON list of `{title, slug}`): one row per crumb, add and
 * remove, and a button that fills the list from the page's ancestors and itself. Empty: no breadcrumbs.
 * @module
 */
import { BaseControl, Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import type { Breadcrumb as Crumb } from '../../../../../contract/route';
import { crumbsFromAncestors, type EditedPage } from './ancestors';

interface BreadcrumbsControlProps {
  crumbs: Crumb[];
  onChange: (crumbs: Crumb[]) => void;
  /** The page as edited, for "Fill from ancestors". */
  page: EditedPage;
}

export function BreadcrumbsControl({ crumbs, onChange, page }: BreadcrumbsControlProps) {
  const [filling, setFilling] = useState(false);
  const [failure, setFailure] = useState('');
  const change = (index: number, field: keyof Crumb, value: string) =>
    onChange(crumbs.map((crumb, at) => (at === index ? { ...crumb, [field]: value } : crumb)));
  const fill = () => {
    setFilling(true);
    setFailure('');
    crumbsFromAncestors(page)
      .then(onChange)
      .catch((error: Error) => setFailure(`Could not read the ancestors: ${error.message}`))
      .finally(() => setFilling(false));
  };
  return (
    <BaseControl
      __nextHasNoMarginBottom
      id="masthead-breadcrumbs"
      label="Breadcrumbs"
      help="Home comes first on its own; the last crumb is this page."
    >
      {crumbs.map((crumb, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list; a crumb has no identity of its own
        <fieldset key={index} className="masthead-crumb" style={{ borderLeft: '2px solid #ddd', paddingLeft: '8px', marginBottom: '8px' }}>
          <legend className="screen-reader-text">{`Breadcrumb ${index + 1}`}</legend>
          <TextControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={`Title ${index + 1}`}
            value={crumb.title}
            onChange={(value: string) => change(index, 'title', value)}
          />
          <TextControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={`Slug ${index + 1}`}
            value={crumb.slug}
            onChange={(value: string) => change(index, 'slug', value)}
          />
          <Button variant="link" isDestructive onClick={() => onChange(crumbs.filter((_, at) => at !== index))}>
            {`Remove breadcrumb ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <div style={{ display: 'flex', gap: '8px', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => onChange([...crumbs, { title: '', slug: '' }])}>
          Add breadcrumb
        </Button>
        <Button variant="secondary" onClick={fill} disabled={filling}>
          {filling ? 'Filling…' : 'Fill from ancestors'}
        </Button>
      </div>
      {failure && <p role="alert">{failure}</p>}
    </BaseControl>
  );
}

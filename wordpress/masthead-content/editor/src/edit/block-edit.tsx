/**
 * The edit component of every `masthead/{type}` block: the node's fields in the block's sidebar, the node as
 * the site draws it on the canvas, and, while the site's schema refuses the node, its issues with the
 * required fields on the canvas and saving locked.
 * @module
 */
import type { BlockType, ContentNode, Field } from '@masthead/site';
import { store as blockEditorStore, InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import type { EditorEnv } from './env';
import { FieldList } from './field-control';
import { useFilledLists } from './filled-lists';
import { Issues } from './issues';
import { useSaveLock } from './save-lock';
import { SitePreview } from './site-preview';

export interface BlockSpec {
  type: BlockType;
  fields: Field[];
  env: EditorEnv;
}

export function MastheadBlockEdit({ attributes, setAttributes, clientId, spec }: BlockEditProps & { spec: BlockSpec }) {
  const { type, fields, env } = spec;
  const required = useMemo(() => fields.filter((field) => field.required), [fields]);
  const blockProps = useBlockProps({ className: 'masthead-block' });
  const check = useMemo(() => env.site.checkNode(type, attributes, env.config.mediaBases), [type, attributes, env]);
  useSaveLock(clientId, check.ok);
  // The first block of the page leads it (the site draws its heading as the page's h1).
  const lead = useSelect(
    (select) => {
      const editor = select(blockEditorStore);
      return !editor.getBlockRootClientId!(clientId) && editor.getBlockIndex!(clientId) === 0;
    },
    [clientId],
  );
  const filled = useFilledLists(type, attributes.limit);
  const shown = useMemo(() => (check.ok ? { ...check.node, ...filled } : null), [check, filled]);
  // Every attribute is replaced: a field cleared in the form is removed from the block.
  const replace = (next: Record<string, unknown>) => setAttributes(Object.fromEntries(fields.map((field) => [field.key, next[field.key]])));
  const form = <FieldList fields={fields} value={attributes} onChange={replace} env={env} path="" />;
  return (
    <>
      <InspectorControls>
        <PanelBody title="Content">
          <Issues issues={check.ok ? check.warnings : check.issues} status={check.ok ? 'warning' : 'error'} />
          {form}
        </PanelBody>
      </InspectorControls>
      <div {...blockProps}>
        {shown ? (
          <SitePreview node={shown as ContentNode} lead={lead} env={env} />
        ) : (
          <Placeholder
            className="masthead-placeholder"
            icon={env.site.blockTitle(type).icon}
            label={env.site.blockTitle(type).title}
            instructions="Fill in the fields below; the rest are in the block’s settings."
          >
            <Issues issues={check.ok ? [] : check.issues} status="error" />
            <FieldList fields={required} value={attributes} onChange={replace} env={env} path="" />
          </Placeholder>
        )}
      </div>
    </>
  );
}

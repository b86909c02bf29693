/**
 * `masthead/slot`: the blocks of another slot of the page (decision 011: `{"name":"aside"}` is the side
 * column), as inner blocks. It saves only its inner blocks, so its markup is the importer's.
 * @module
 */
import { InnerBlocks, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

export function SlotEdit({ attributes }: BlockEditProps) {
  const name = typeof attributes.name === 'string' ? attributes.name : 'aside';
  const blockProps = useBlockProps({ className: 'masthead-slot' });
  const innerProps = useInnerBlocksProps(
    { className: 'page-flow page-flow--aside masthead-slot__blocks' },
    { renderAppender: InnerBlocks.ButtonBlockAppender },
  );
  return (
    <div {...blockProps}>
      <p className="masthead-slot__label">{name === 'aside' ? 'Side column (aside)' : `Slot “${name}”`}</p>
      <div {...innerProps} />
    </div>
  );
}

export function SlotSave() {
  return <InnerBlocks.Content />;
}

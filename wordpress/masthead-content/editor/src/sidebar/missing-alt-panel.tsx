/**
 * The pre-publish panel's "Images without alternative text" (issue 57): each image of the blocks with none
 * (./missing-alt.ts), named by its block and file, selecting its block on click; and the featured image when its
 * media library entry has none (the site shows it atop the article and in cards, includes/featured-image.php).
 * @module
 */
import { getBlockType } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PrePublishPanel } from './document-panel';
import { type EditorBlock, fileOf, missingAlt } from './missing-alt';

const titleOf = (name: string) => getBlockType(name)?.title ?? name;

interface Media {
  alt_text?: string;
  source_url?: string;
}

/** The featured image's file when it has no alt text, else null (none set, or not loaded yet). */
function useFeaturedWithoutAlt(): string | null {
  return useSelect((pick) => {
    const id = Number(pick('core/editor').getEditedPostAttribute!('featured_media') ?? 0);
    const media = id > 0 ? (pick('core').getMedia!(id) as Media | undefined) : undefined;
    return media && !String(media.alt_text ?? '').trim() ? fileOf(String(media.source_url ?? '')) : null;
  }, []);
}

export function MissingAltPanel() {
  const blocks = useSelect((pick) => pick('core/block-editor').getBlocks!() as EditorBlock[], []);
  const featured = useFeaturedWithoutAlt();
  const { selectBlock } = useDispatch('core/block-editor');
  const images = missingAlt(blocks, titleOf);
  if ((images.length === 0 && !featured) || !PrePublishPanel) return null;
  return (
    <PrePublishPanel title="Images without alternative text" icon="format-image" initialOpen className="masthead-missing-alt">
      <p>Screen readers say nothing for these. Describe each, or leave it empty only where the image is decorative.</p>
      <ul>
        {images.map((image) => (
          // One block can hold several (a gallery saved before WordPress 5.9): its label tells them apart.
          <li key={`${image.clientId}:${image.label}`}>
            <Button variant="link" onClick={() => selectBlock!(image.clientId)}>
              {`${image.label}: ${image.file}`}
            </Button>
          </li>
        ))}
        {featured && <li>{`Featured image: ${featured} (its alternative text is set in the media library)`}</li>}
      </ul>
    </PrePublishPanel>
  );
}

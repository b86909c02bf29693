/**
 * The block on the canvas as the site draws it: the site's markup (rendered by the site's code, site.ts)
 * inside a `.page-flow` like the site's page column, styled by the site's CSS scoped to the canvas. Links
 * in it are not followed: a click selects the block.
 * @module
 */
import type { ContentNode } from '@masthead/site';
import { useEffect, useMemo, useState } from '@wordpress/element';
import type { EditorEnv } from './env';

export function SitePreview({ node, lead, env }: { node: ContentNode; lead: boolean; env: EditorEnv }) {
  const [iconsReady, setIconsReady] = useState(false);
  useEffect(() => {
    let current = true;
    env.site.ready.then(() => current && setIconsReady(true));
    return () => {
      current = false;
    };
  }, [env]);
  const markup = useMemo(
    () => env.site.renderNodeMarkup(node, { lead, media: env.config.mediaBases, uploadsUrl: env.config.uploadsUrl }),
    // Drawn again once the icons are in.
    [node, lead, env, iconsReady],
  );
  return (
    <div
      className="page-flow masthead-preview"
      data-masthead-preview={node.type}
      // React 17 writes an unknown attribute only as a string: nothing inside takes focus.
      {...({ inert: '' } as Record<string, string>)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's renderers' output, from content the site's sanitiser cleaned.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

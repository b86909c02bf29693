/**
 * Which published pages link to the one open (issue 57; includes/page-links.php, `GET masthead/v1/linked-from/{id}`),
 * said before it comes down: while it is published, a document panel titled with their number lists them (so Move
 * to trash, in the same sidebar, is never the first the editor hears of them); and when its status is switched away
 * from published (Switch to draft, the Status control, Private) or an "Unpublish at" time is set (./unpublish-panel),
 * a warning names them, as their links will go dead.
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { DocumentSettingPanel } from './document-panel';
import { usePostMeta } from './use-post-meta';

const NOTICE_ID = 'masthead-linked-from';

interface LinkingItem {
  id: number;
  title: string;
  address: string;
  /** Its edit screen, when the editor may edit it. */
  edit: string | null;
}

interface LinkedFrom {
  items: LinkingItem[];
  /** More link to it than are named. */
  more: boolean;
}

const pages = (count: number, more: boolean) => `${count}${more ? '+' : ''} published page${count === 1 && !more ? '' : 's'}`;

/** The warning's words: how many pages, and their titles. */
function warning(linked: LinkedFrom): string {
  const titles = linked.items.map((item) => `“${item.title || `#${item.id}`}”`).join(', ');
  return `${pages(linked.items.length, linked.more)} link here (${titles}${linked.more ? ', …' : ''}). Taken off the site, this leaves those links dead: change them, or keep this published.`;
}

export function LinkedFromPanel() {
  const { id, savedStatus, editedStatus } = useSelect((pick) => {
    const editor = pick('core/editor');
    return {
      id: Number(editor.getCurrentPostId!()),
      savedStatus: String(editor.getCurrentPostAttribute!('status') ?? ''),
      editedStatus: String(editor.getEditedPostAttribute!('status') ?? ''),
    };
  }, []);
  const [meta] = usePostMeta();
  const [linked, setLinked] = useState<LinkedFrom | null>(null);
  const { createWarningNotice, removeNotice } = useDispatch('core/notices');

  // Read once it is known published: the list is of the item as readers have it.
  const published = savedStatus === 'publish';
  useEffect(() => {
    if (!id || !published || linked) return;
    apiFetch<LinkedFrom>({ path: `/masthead/v1/linked-from/${id}` })
      .then(setLinked)
      // Advice, not a gate: unreadable, the editor carries on as WordPress would.
      .catch(() => undefined);
  }, [id, published]);

  const leaving = Boolean(linked?.items.length) && (editedStatus !== 'publish' || Boolean(meta._masthead_unpublish_at));
  const text = leaving && linked ? warning(linked) : '';
  useEffect(() => {
    // Dispatches return a value (a promise on newer lines): none may become this effect's cleanup.
    if (text) createWarningNotice!(text, { id: NOTICE_ID, isDismissible: true });
    else removeNotice!(NOTICE_ID);
  }, [text]);

  if (!linked?.items.length || !DocumentSettingPanel) return null;
  return (
    <DocumentSettingPanel
      name="masthead-linked-from"
      title={`Linked from ${pages(linked.items.length, linked.more)}`}
      className="masthead-linked-from"
    >
      <p>Unpublishing this or moving it to the trash leaves their links to it dead.</p>
      <ul>
        {linked.items.map((item) => (
          <li key={item.id}>
            {item.edit ? <a href={item.edit}>{item.title || `#${item.id}`}</a> : item.title || `#${item.id}`}
            {` (${item.address})`}
          </li>
        ))}
      </ul>
      {linked.more && <p>And more: only the newest {linked.items.length} are named.</p>}
    </DocumentSettingPanel>
  );
}

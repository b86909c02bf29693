/**
 * "Live on the site" (issue 57): after Publish, Update or Unpublish of a post, page or job (autosaves aside), the
 * editor reads what came of the save's purge (includes/live-status.php,
 * `GET masthead/v1/live/{id}`) until the outcome is this save's (its modified time), and says it in one notice: the
 * site's address once the site took the change, or a warning when it did not (the plugin's queue retries the call;
 * saving again sends it at once). An item whose last change the site refused says so whenever it opens.
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { select, useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { editorOf } from './editor-store';

const NOTICE_ID = 'masthead-live';
const ENDPOINT = '/masthead/v1/live';
/** How often and how long the outcome is read after a save: the purge is sent as WordPress's save request ends. */
const POLL_MS = 1000;
const POLL_TRIES = 20;

interface Outcome {
  none?: true;
  /** The item's modified time (GMT) when the outcome was noted: `2026-11-29T09:30:00`. */
  modified?: string;
  ok?: boolean;
  /** Its address on the site while readers can see it. */
  address?: string | null;
  error?: string;
}

type Notices = ReturnType<typeof useDispatch>;

const modifiedOf = () => String(select('core/editor').getCurrentPostAttribute!('modified_gmt') ?? '');

function show(notices: Notices, outcome: Outcome | null): void {
  if (outcome?.ok) {
    const address = outcome.address;
    if (address)
      notices.createSuccessNotice!(`Live on the site: ${address}`, {
        id: NOTICE_ID,
        isDismissible: true,
        actions: [{ label: 'View on the site', url: address }],
      });
    else notices.createSuccessNotice!('Off the site: readers no longer see it.', { id: NOTICE_ID, isDismissible: true });
    return;
  }
  const reason = outcome?.error ? `the site did not take it (${outcome.error})` : 'the site has not confirmed it';
  notices.createWarningNotice!(`Not yet live: ${reason}. Readers may still see the earlier version; saving again sends it again.`, {
    id: NOTICE_ID,
    isDismissible: true,
  });
}

/**
 * Reads the outcome until it is the one for the item's modified time (or the tries run out: null). The time is read
 * at each try: as the editor opens, the item may not be in its store yet.
 */
async function outcomeFor(id: number, modified: () => string, cancelled: () => boolean): Promise<Outcome | null> {
  for (let tries = 0; tries < POLL_TRIES && !cancelled(); tries++) {
    const outcome = await apiFetch<Outcome>({ path: `${ENDPOINT}/${id}` }).catch(() => null);
    if (outcome?.modified && outcome.modified === modified()) return outcome;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** For posts, pages and jobs: the types the site shows. */
export function LiveNoticePlugin() {
  const postType = useSelect((pick) => editorOf(pick).getCurrentPostType(), []);
  return postType === 'page' || postType === 'post' || postType === 'masthead_job' ? <LiveNotice /> : null;
}

function LiveNotice() {
  const { id, saving, succeeded, status } = useSelect((pick) => {
    const editor = pick('core/editor');
    return {
      id: Number(editor.getCurrentPostId!()),
      saving: Boolean(editor.isSavingPost!()) && !editor.isAutosavingPost!(),
      succeeded: Boolean(editor.didPostSaveRequestSucceed!()),
      status: String(editor.getCurrentPostAttribute!('status') ?? ''),
    };
  }, []);
  const notices = useDispatch('core/notices');
  const wasSaving = useRef(false);
  const wasPublished = useRef(status === 'publish');
  const run = useRef(0);

  const follow = (modified: () => string) => {
    const mine = ++run.current;
    const cancelled = () => mine !== run.current;
    outcomeFor(id, modified, cancelled).then((outcome) => {
      if (!cancelled()) show(notices, outcome);
    });
  };

  // On opening: a change the site refused is said at once.
  useEffect(() => {
    if (!id) return;
    apiFetch<Outcome>({ path: `${ENDPOINT}/${id}` })
      .then((outcome) => {
        if (outcome.ok === false) follow(() => String(outcome.modified));
      })
      .catch(() => undefined);
  }, [id]);

  useEffect(() => {
    const ended = wasSaving.current && !saving;
    wasSaving.current = saving;
    if (!ended || !succeeded) return;
    // Publish and Update (published after the save), Unpublish (published before it); a draft's save changes nothing.
    if (status === 'publish' || wasPublished.current) follow(modifiedOf);
    wasPublished.current = status === 'publish';
  }, [saving]);
  return null;
}

/**
 * "Live on the site" (issue 57): after Publish, Update or Unpublish of a post, page or job (autosaves aside), the
 * editor reads what came of the save's purge (includes/live-status.php,
 * `GET masthead-editor/v1/live/{id}`) until the outcome is this save's (its modified time), and says it in one notice: the
 * site's address once the site took the change, or a warning with a Retry (`POST` there: the purge sent again, then
 * its outcome). An item whose last change the site refused says so whenever it opens. A change made outside the
 * editor's save (a revision restored in wp-admin, which redirects here with `revision=`) is said when the editor
 * opens: the restore's own outcome is awaited (and said as a snackbar: 7.x opens that revision's view, which draws no
 * other notices), and any other outcome is said when it is minutes old and this browser has not said it yet.
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { select, useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { editorOf } from './editor-store';

const NOTICE_ID = 'masthead-live';
const ENDPOINT = '/masthead-editor/v1/live';
/** How often and how long the outcome is read after a save: the purge is sent as WordPress's save request ends. */
const POLL_MS = 1000;
const POLL_TRIES = 20;
/** An outcome younger than this (seconds, by the plugin's clock) is news when the editor opens. */
const FRESH_S = 300;
/** Per item, the `at` of the outcome this browser last said, so a reload does not say it again. */
const SAID_KEY = 'masthead-live-said:';

interface Outcome {
  none?: true;
  /** The item's modified time (GMT) when the outcome was noted: `2026-11-29T09:30:00`. */
  modified?: string;
  ok?: boolean;
  /** Its address on the site while readers can see it. */
  address?: string | null;
  error?: string;
  /** When it was noted (`…Z`), and its age in seconds. */
  at?: string;
  age?: number | null;
}

type Notices = ReturnType<typeof useDispatch>;

const modifiedOf = () => String(select('core/editor').getCurrentPostAttribute!('modified_gmt') ?? '');

const said = (id: number): string | null => window.localStorage?.getItem(`${SAID_KEY}${id}`) ?? null;

/**
 * Where a notice is drawn: in the editor's notices, or as a snackbar that stays until dismissed, which WordPress 7.x
 * draws in its revisions view too (where its restore redirect lands) and which 6.1 draws as well.
 */
type Placing = 'inline' | 'snackbar';

function show(notices: Notices, id: number, outcome: Outcome | null, placing: Placing): void {
  if (outcome?.at) window.localStorage?.setItem(`${SAID_KEY}${id}`, outcome.at);
  const options = { id: NOTICE_ID, isDismissible: true, ...(placing === 'snackbar' ? { type: 'snackbar', explicitDismiss: true } : {}) };
  if (outcome?.ok) {
    const address = outcome.address;
    if (address)
      notices.createSuccessNotice!(`Live on the site: ${address}`, {
        ...options,
        actions: [{ label: 'View on the site', url: address }],
      });
    else notices.createSuccessNotice!('Off the site: readers no longer see it.', options);
    return;
  }
  const reason = outcome?.error ? `the site did not take it (${outcome.error})` : 'the site has not confirmed it';
  notices.createWarningNotice!(`Not yet live: ${reason}. Readers may still see the earlier version.`, {
    ...options,
    actions: [{ label: 'Retry', onClick: () => retry(notices, id, placing) }],
  });
}

/** Retry: the purge sent again; its outcome replaces the warning. */
function retry(notices: Notices, id: number, placing: Placing): void {
  notices.createInfoNotice!('Sending it to the site again…', { id: NOTICE_ID, ...(placing === 'snackbar' ? { type: 'snackbar' } : {}) });
  apiFetch<Outcome>({ path: `${ENDPOINT}/${id}`, method: 'POST' })
    .then((outcome) => show(notices, id, outcome, placing))
    .catch((error: { message?: string }) => show(notices, id, { ok: false, error: error?.message ?? 'the retry failed' }, placing));
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
  // wp-admin's revision restore lands here with `revision=` (and `message=5`), read before the editor edits the address.
  const restored = useRef(new URLSearchParams(window.location.search).has('revision'));

  const follow = (modified: () => string, placing: Placing) => {
    const mine = ++run.current;
    const cancelled = () => mine !== run.current;
    outcomeFor(id, modified, cancelled).then((outcome) => {
      if (!cancelled()) show(notices, id, outcome, placing);
    });
  };

  // On opening: a restored revision's outcome is awaited; a refused change, or one minutes old not yet said, is said.
  useEffect(() => {
    if (!id) return;
    if (restored.current) {
      follow(modifiedOf, 'snackbar');
      return;
    }
    apiFetch<Outcome>({ path: `${ENDPOINT}/${id}` })
      .then((outcome) => {
        const fresh = outcome.age != null && outcome.age <= FRESH_S && outcome.at !== said(id);
        if (outcome.ok === false || (outcome.ok && fresh)) show(notices, id, outcome, 'inline');
      })
      .catch(() => undefined);
  }, [id]);

  useEffect(() => {
    const ended = wasSaving.current && !saving;
    wasSaving.current = saving;
    if (!ended || !succeeded) return;
    // Publish and Update (published after the save), Unpublish (published before it); a draft's save changes nothing.
    if (status === 'publish' || wasPublished.current) follow(modifiedOf, 'inline');
    wasPublished.current = status === 'publish';
  }, [saving]);
  return null;
}

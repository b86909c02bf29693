/**
 * The header's search form: a plain GET form to the search page, so it works without script; with it, the
 * client router takes the submission as a navigation (`data-navigate`, app/client/router.ts). Kept small: it is
 * part of every page's first-load script: its visible cue is a placeholder and a magnifier drawn by CSS.
 * @module
 */
import { SEARCH_PATH } from '../../contract/search-limits';

export function SiteSearch() {
  return (
    <search className="site-search">
      <form className="site-search__form" action={SEARCH_PATH} data-navigate="">
        <input id="site-search-q" className="site-search__input" type="search" name="q" placeholder="Search" aria-label="Search the site" />
        <button type="submit" className="site-search__button">
          Search
        </button>
      </form>
    </search>
  );
}

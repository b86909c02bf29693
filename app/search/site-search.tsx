/**
 * The header's search form: a plain GET form to the search page, so it works without script; with it, the
 * client router takes the submission as a navigation (`data-navigate`, app/client/router.ts).
 * @module
 */
import { SEARCH_PATH, SEARCH_QUERY_MAX } from '../../contract/search-limits';

export function SiteSearch() {
  return (
    <search className="site-search" aria-label="Search the site">
      <form className="site-search__form" action={SEARCH_PATH} method="get" data-navigate="">
        <label htmlFor="site-search-q" className="visually-hidden">
          Search the site
        </label>
        <input
          id="site-search-q"
          className="site-search__input"
          type="search"
          name="q"
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search"
          autoComplete="off"
        />
        <button type="submit" className="site-search__button">
          Search
        </button>
      </form>
    </search>
  );
}

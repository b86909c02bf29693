/**
 * The wordmark: a small drawn mark and the company name as real text (no
 * image request, crisp at any size, readable without CSS).
 * @module
 */

export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  const [first, ...rest] = name.trim().split(/\s+/);
  return (
    <a href="/" className={`logo logo--${tone}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="logo__mark-bg" />
        <rect x="13" y="13" width="6" height="12" rx="1.5" className="logo__mark-stem" />
        <circle cx="16" cy="8.5" r="3.2" className="logo__mark-dot" />
      </svg>
      <span className="logo__text">
        <span className="logo__strong">{first}</span>
        {rest.length > 0 ? <span className="logo__light"> {rest.join(' ')}</span> : null}
      </span>
    </a>
  );
}

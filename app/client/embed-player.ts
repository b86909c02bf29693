/**
 * The click that turns an embed's facade (app/nodes/embed.tsx) into the provider's player: one listener on the
 * page's container, so embeds on pages the router shows later play too. The player goes in the facade's empty
 * slot (React renders it without children, so never touches what is put there) and the link is hidden by CSS
 * (`[data-playing]`). A click with a modifier, or before this loads, follows the link to the provider.
 * @module
 */

/** The two players the CSP's frame-src allows (worker/middleware/security-headers.ts). */
const PLAYER = /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;

export function playEmbedsOnClick(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a.embed__link');
    const frame = link?.parentElement;
    const slot = frame?.querySelector('.embed__slot');
    const src = frame?.dataset.embedPlayer ?? '';
    if (!frame || !slot || !PLAYER.test(src)) return;
    event.preventDefault();
    const player = document.createElement('iframe');
    player.src = src;
    player.title = frame.dataset.embedTitle ?? '';
    // `fullscreen` here, not `allowfullscreen` (Chromium warns when both are set).
    player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
    player.className = 'embed__player';
    slot.replaceChildren(player);
    frame.dataset.playing = 'true';
    player.focus();
  });
}

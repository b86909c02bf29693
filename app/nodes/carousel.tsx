/**
 * A carousel that is a plain scrollable list first: without script the
 * slides scroll sideways with CSS scroll-snap; once hydrated, previous and
 * next buttons (icon and visible word; the accessible name begins with that
 * word) scroll by one slide and disable themselves at either end.
 * @module
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { type BoxChild, browser, prefersReducedMotion, type ScrollBox } from './parts/browser';
import { itemHeading } from './parts/item-heading';
import { SmartLink } from './parts/link';
import { DISPLAY_WIDTH, Picture } from './parts/picture';

export function Carousel({ node }: { node: NodeOf<'carousel'> }) {
  const id = useId();
  const listId = `${id}-slides`;
  const listRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const list = listRef.current as unknown as ScrollBox | null;
    if (!list) return;
    const update = () => {
      setAtStart(list.scrollLeft <= 2);
      setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 2);
    };
    setEnhanced(true);
    update();
    list.addEventListener('scroll', update, { passive: true });
    browser().addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      browser().removeEventListener('resize', update);
    };
  }, []);

  const scroll = useCallback((direction: 1 | -1) => {
    const list = listRef.current as unknown as ScrollBox | null;
    if (!list) return;
    const slide = list.querySelector('.carousel__slide');
    const gap = Number.parseFloat(browser().getComputedStyle(list).columnGap) || 0;
    const step = slide ? slide.offsetWidth + gap : list.clientWidth;
    list.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // Focus scrolls only the focused link into view, which can leave its slide cut off at the track's edge: show the whole slide.
  const revealSlide = useCallback((event: { target: unknown }) => {
    const list = listRef.current as unknown as ScrollBox | null;
    const slide = (event.target as BoxChild).closest('.carousel__slide');
    if (!list || !slide) return;
    const track = list.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    if (box.left < track.left || box.right > track.right) list.scrollBy({ left: box.left - track.left, behavior: 'auto' });
  }, []);

  const label = node.heading ?? 'Highlights';
  const SlideTitle = itemHeading(node.heading);
  const total = node.slides.length;
  const showControls = enhanced && !(atStart && atEnd);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={node.heading ? `${id}-title` : undefined}
      aria-label={node.heading ? undefined : label}
    >
      <div className="carousel__header">
        {node.heading ? (
          <h2 id={`${id}-title`} className="section-header__title">
            {node.heading}
          </h2>
        ) : null}
        <div className="carousel__controls" hidden={!showControls}>
          <button
            type="button"
            className="labelled-button"
            aria-controls={listId}
            aria-label="Previous slide"
            disabled={atStart}
            onClick={() => scroll(-1)}
          >
            <Icon name="chevron-left" size={20} />
            <span>Previous</span>
          </button>
          <button
            type="button"
            className="labelled-button"
            aria-controls={listId}
            aria-label="Next slide"
            disabled={atEnd}
            onClick={() => scroll(1)}
          >
            <span>Next</span>
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      </div>
      <ul
        id={listId}
        ref={listRef}
        className="carousel__track"
        role="list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        aria-label={`${label}: slides`}
        onFocus={revealSlide}
      >
        {node.slides.map((slide, index) => (
          <li
            key={index}
            className={`carousel__slide${slide.href ? ' card--link' : ''}`}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
          >
            <div className="carousel__media">
              <Picture image={slide.image} displayWidth={DISPLAY_WIDTH.card} />
            </div>
            <div className="carousel__body">
              <SlideTitle className="carousel__title">
                {slide.href ? (
                  <SmartLink href={slide.href} className="card__link">
                    {slide.title}
                  </SmartLink>
                ) : (
                  slide.title
                )}
              </SlideTitle>
              {slide.text ? <p className="carousel__text">{slide.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

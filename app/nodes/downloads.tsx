/**
 * Downloadable documents (reports, policies) with format and size. Site
 * documents and images (the media allow-list's types; the press kit's logos) carry `download` so the
 * client router leaves them to the browser, and an image shows itself at 160 px wide (above its name on a phone); a web page in the list stays a
 * link to navigate to.
 * @module
 */
import { useId } from 'react';
import { isExternal, linkHref } from '../../contract/link-safety';
import { mediaFileAt } from '../../contract/media-types';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { SmartLink } from './parts/link';

export function Downloads({ node }: { node: NodeOf<'downloads'> }) {
  const id = useId();
  return (
    <section className="downloads" aria-labelledby={node.heading ? id : undefined}>
      {node.heading ? (
        <h2 id={id} className="downloads__title">
          {node.heading}
        </h2>
      ) : null}
      <ul className="downloads__list" role="list">
        {node.files.map((file) => {
          const href = linkHref(file.href);
          const path = href.split(/[?#]/)[0]!;
          // A site document, or an image offered as a file (the press kit's logos): the browser saves it.
          const kind = isExternal(href) ? undefined : mediaFileAt(path)?.kind;
          const isDocument = kind === 'document' || kind === 'image';
          const details = [file.format.toUpperCase(), file.size].filter(Boolean).join(', ');
          return (
            <li key={file.href} className="download card--link">
              {kind === 'image' ? (
                // The logo itself, large enough to judge (160 px wide): a journalist sees which file is which before saving it (named by the link).
                <img src={href} alt="" width={160} height={100} loading="lazy" decoding="async" className="download__preview" />
              ) : (
                <Icon name="file" size={28} className="download__file-icon" />
              )}
              <div className="download__text">
                <SmartLink href={file.href} className="card__link download__link" download={isDocument}>
                  {file.title}
                  <span className="visually-hidden"> ({details})</span>
                </SmartLink>
                <span className="download__meta" aria-hidden="true">
                  {details}
                </span>
              </div>
              <Icon name="download" size={22} className="download__icon" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

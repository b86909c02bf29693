/**
 * Downloadable documents (reports, policies) with format and size. Site
 * documents (the media allow-list's document types) and the press kit's files carry `download` so the
 * client router leaves them to the browser; a web page in the list stays a
 * link to navigate to.
 * @module
 */
import { useId } from 'react';
import { isExternal, linkHref } from '../../contract/link-safety';
import { mediaFileAt } from '../../contract/media-types';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { SmartLink } from './parts/link';

/** Static files the site serves from assets/ (not /media/): `/press-kit/goodfood-logo.png`. */
const STATIC_FILE = /^\/press-kit\/[a-z0-9-]+\.(svg|png)$/;

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
          // A site document, or a static file of the site (the press kit's logos): the browser saves it.
          const isDocument = !isExternal(href) && (mediaFileAt(path)?.kind === 'document' || STATIC_FILE.test(path));
          const details = [file.format.toUpperCase(), file.size].filter(Boolean).join(', ');
          return (
            <li key={file.href} className="download card--link">
              <Icon name="file" size={28} className="download__file-icon" />
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

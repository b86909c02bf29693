/**
 * Rich text fields (`html`): one WordPress RichText per paragraph, with the inline formats (bold, italic,
 * link …) in the block toolbar, and buttons to add and remove paragraphs (RichText's `multiline`, which held
 * several paragraphs, is deprecated from WordPress 6.1). Markup that is more than bare paragraphs of inline text
 * (lists, headings, attributes) is edited as HTML, so opening a block never rewrites its text. The site
 * sanitises either way.
 * @module
 */
import { RichText } from '@wordpress/block-editor';
import { BaseControl, Button, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { type FieldProps, labelOf } from './field-control';

/** Tags RichText keeps as they are inside a paragraph. */
const INLINE_TAGS = /^(?:a|strong|b|em|i|code|br|sub|sup|s|mark)$/i;
const PARAGRAPH = /<p>([\s\S]*?)<\/p>/g;

/** The inner HTML of each paragraph, when the markup is nothing but bare paragraphs of inline text; else null. */
export function paragraphsOf(html: string): string[] | null {
  if (html.trim() === '') return [''];
  if (html.replace(PARAGRAPH, '').trim() !== '') return null;
  const inner = [...html.matchAll(PARAGRAPH)].map((match) => match[1]!);
  const tags = inner.flatMap((text) => [...text.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!));
  return tags.every((tag) => INLINE_TAGS.test(tag)) ? inner : null;
}

function joinParagraphs(paragraphs: string[]): string {
  return paragraphs.length === 1 && paragraphs[0] === '' ? '' : paragraphs.map((inner) => `<p>${inner}</p>`).join('');
}

export function HtmlField({ field, value, onChange, path }: FieldProps) {
  const html = typeof value === 'string' ? value : '';
  const paragraphs = paragraphsOf(html);
  const [asHtml, setAsHtml] = useState(() => paragraphs === null);
  const change = (next: string) => onChange(next === '' && !field.required ? undefined : next);
  const setParagraphs = (next: string[]) => change(joinParagraphs(next.length > 0 ? next : ['']));
  return (
    <div className="masthead-html">
      {asHtml || paragraphs === null ? (
        <TextareaControl label={`${labelOf(field)} (HTML)`} value={html} rows={6} onChange={change} __nextHasNoMarginBottom />
      ) : (
        <BaseControl label={labelOf(field)} __nextHasNoMarginBottom>
          {paragraphs.map((inner, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are text, known by their place.
            <div className="masthead-html__paragraph" key={index}>
              <RichText
                identifier={`${path}.${index}`}
                tagName="p"
                className="masthead-html__text"
                aria-label={`${field.label}, paragraph ${index + 1}`}
                value={inner}
                onChange={(next) => setParagraphs(paragraphs.map((old, at) => (at === index ? next : old)))}
                placeholder="Write text…"
              />
              {paragraphs.length > 1 ? (
                <Button
                  isSmall
                  variant="tertiary"
                  isDestructive
                  onClick={() => setParagraphs(paragraphs.filter((_old, at) => at !== index))}
                >
                  Remove paragraph
                </Button>
              ) : null}
            </div>
          ))}
          <Button isSmall variant="secondary" onClick={() => setParagraphs([...paragraphs, ''])}>
            Add paragraph
          </Button>
        </BaseControl>
      )}
      <Button isSmall variant="link" disabled={paragraphs === null} onClick={() => setAsHtml(!asHtml)}>
        {asHtml || paragraphs === null ? 'Edit as text' : 'Edit as HTML'}
      </Button>
    </div>
  );
}

/**
 * Rich text fields (`html`): WordPress's RichText over paragraphs, with the inline formats (bold, italic,
 * link …). Markup RichText cannot hold without changing it (lists, headings) is edited as HTML instead, so
 * opening a block never rewrites its text. The site sanitises either way.
 * @module
 */
import { RichText } from '@wordpress/block-editor';
import { BaseControl, Button, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { type FieldProps, labelOf } from './field-control';

/** Paragraphs of inline text only: what RichText with `multiline="p"` gives back unchanged. */
const INLINE_TAGS = /^(?:p|a|strong|b|em|i|code|br|sub|sup|s|mark|span)$/i;

export function isParagraphs(html: string): boolean {
  const tags = [...html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map((match) => match[1]!);
  const trimmed = html.trim();
  return tags.every((tag) => INLINE_TAGS.test(tag)) && (trimmed === '' || trimmed.startsWith('<p'));
}

export function HtmlField({ field, value, onChange, path }: FieldProps) {
  const html = typeof value === 'string' ? value : '';
  const [asHtml, setAsHtml] = useState(() => !isParagraphs(html));
  const change = (next: string) => onChange(next === '' && !field.required ? undefined : next);
  return (
    <div className="masthead-html">
      {asHtml ? (
        <TextareaControl label={`${labelOf(field)} (HTML)`} value={html} rows={6} onChange={change} __nextHasNoMarginBottom />
      ) : (
        <BaseControl label={labelOf(field)} __nextHasNoMarginBottom>
          <RichText
            identifier={path}
            tagName="div"
            multiline="p"
            className="masthead-html__text"
            aria-label={field.label}
            value={html}
            onChange={change}
            placeholder="Write text…"
          />
        </BaseControl>
      )}
      <Button isSmall variant="link" disabled={asHtml && !isParagraphs(html)} onClick={() => setAsHtml(!asHtml)}>
        {asHtml ? 'Edit as text' : 'Edit as HTML'}
      </Button>
    </div>
  );
}

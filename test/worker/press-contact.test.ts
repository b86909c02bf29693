/**
 * Journalists can call the press office from every page that gives its number: the newsroom's index pages,
 * every release's "Media contact" and the contact page write it as one `tel:` link, the same number, never as
 * plain text beside the link.
 */
import { describe, expect, it } from 'vitest';
import { PRESS_PHONE, PRESS_TEL } from '../../cms/content/press';
import { html } from '../helpers/site';

/** The page's text outside links, as a reader sees it (tags dropped). */
function textOutsideLinks(body: string): string {
  return body
    .replace(/<a\b[\s\S]*?<\/a>/g, ' ')
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

describe('the press office’s number', () => {
  it.each(['/news/', '/news/press-releases/', '/radio-times-partners-with-streamline/', '/contact/'])(
    'is a tel: link on %s',
    async (path) => {
      const { response, body } = await html(path);
      expect(response.status).toBe(200);
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(body, path).toMatch(new RegExp(`<a [^>]*href="${literal(PRESS_TEL)}"[^>]*>[\\s\\S]*?${literal(PRESS_PHONE)}`));
      expect(textOutsideLinks(body), `${path}: the number as plain text`).not.toContain(PRESS_PHONE);
    },
  );
});

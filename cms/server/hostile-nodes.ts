/**
 * Hostile content for tests (fault switch `hostileContent`): what a
 * compromised or careless CMS could send. The site must render all of it inert.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';

export const HOSTILE_NODES: ContentNodeInput[] = [
  {
    type: 'heading',
    text: 'Breakout </script><script>window.__pwned=1</script><!-- \u2028\u2029 & "quotes"',
    level: 2,
  },
  {
    type: 'rich-text',
    html: [
      '<p>Image: <img src="x" onerror="window.__pwned=2"></p>',
      '<p><a href="javascript:window.__pwned=3">js link</a> <a href="JaVaScRiPt:alert(1)">mixed case</a> <a href="&#106;avascript:alert(1)">entity</a></p>',
      '<svg><script>window.__pwned=4</script></svg>',
      '<iframe src="https://evil.example/"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=5"></style></mglyph></table></mtext></math>',
      '<p style="background:url(javascript:alert(1))" onclick="window.__pwned=6">styled</p>',
      '<form action="https://evil.example"><input name="q"></form>',
      '<p>Safe <strong>bold</strong> and <a href="/contact/">a link</a>.</p>',
    ].join(''),
  },
  {
    type: 'cta',
    heading: 'Hostile link',
    link: { label: 'Click', href: 'javascript:window.__pwned=7' },
  },
];

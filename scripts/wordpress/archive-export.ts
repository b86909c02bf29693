/**
 * The reference CMS's synthetic archive (cms/server/archive.ts) as WordPress posts, for
 * wordpress/local/import-archive.php: one post a line, as export-pack.ts's PackPost (each checked there to answer
 * the route the reference CMS answers), newest first, dated back from the day before London's day on the one clock.
 * It imports cms/ (extensionless imports), so scripts/wordpress/import-archive.ts bundles it and runs:
 *   node .build/wordpress/archive-export.mjs --size 100000 --out .build/wordpress/archive.ndjson
 * @module
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { archivePage } from '../../cms/server/archive';
import { clockNow, clockOffset } from '../../contract/clock';
import { londonDate } from '../../contract/london-day';
import { pagePost } from './export-pack';

const { values } = parseArgs({ options: { size: { type: 'string', default: '2000' }, out: { type: 'string' } } });
if (!values.out) throw new Error('--out <file> is required');
// Newest on yesterday: posts are dated at 09:00 (export-pack.ts), and WordPress turns a post dated later than now
// into a scheduled one at its next save (the bench saves the newest; before 09:00 it vanished from the site).
const DAY_MS = 86_400_000;
const shape = { size: Number(values.size), today: londonDate(clockNow(clockOffset(process.env.CLOCK_OFFSET_MS)) - DAY_MS) };
const file = openSync(values.out, 'w');
const noOldSlugs = new Map<string, string>();
try {
  let lines: string[] = [];
  for (let index = 0; index < shape.size; index++) {
    lines.push(JSON.stringify(pagePost(archivePage(shape, index), 0, noOldSlugs)));
    if (lines.length === 1000 || index === shape.size - 1) {
      writeSync(file, `${lines.join('\n')}\n`);
      lines = [];
    }
  }
} finally {
  closeSync(file);
}
console.log(JSON.stringify({ size: shape.size, today: shape.today }));

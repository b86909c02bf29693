/**
 * Whether a user agent is a crawler's, by isbot's own list of patterns. isbot matches them as one expression with
 * the `i` flag; its patterns are all lower case, so this matches them case-sensitively against the agent with its
 * ASCII letters lowered, which is the same verdict (under `i` without `u`, no other character folds to an ASCII
 * letter) for half the cost where it counts: V8 compiles the expression on a new isolate's first agent and again,
 * to machine code, on its second (bench/README.md, "Where startup goes").
 * @module
 */
import { createIsbot, list } from 'isbot';
import { lazy } from '../../contract/lazy';

const lowerCasePatterns = lazy(() => createIsbot(new RegExp(list.join('|'))));

export function isCrawlerAgent(userAgent: string): boolean {
  return lowerCasePatterns()(userAgent.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()));
}

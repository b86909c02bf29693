/**
 * What reading the CMS needs and nothing else does: the contract's answer schemas, node validation, and the HTML
 * sanitiser with its parser (parse5 and its entity tables). content-service.ts and cms-client.ts reach it only
 * through ../load-cms-kit.ts, a module of its own loaded on the first CMS read, never at an isolate's start: an isolate
 * whose first requests are answered from the caches (stored data is already clean) never constructs a schema
 * (bench/README.md, "Where startup goes"). A static import of any of these modules elsewhere in the worker brings
 * the cost back to every start.
 * @module
 */
export {
  ErrorBodySchema,
  JobResponseSchema,
  NewsCountsSchema,
  NewsPageSchema,
  PathLookupSchema,
  RouteListSchema,
} from '../../contract/api';
export { sanitizeJob, sanitizeSlots } from '../../contract/html/sanitize-slots';
export { NodesResponseSchema, PreviewNodesResponseSchema } from '../../contract/nodes';
export { SiteSchema } from '../../contract/route';
export { SearchAnswerSchema } from '../../contract/search-answer';
export { parseSlots } from './parse-nodes';

/**
 * What a page's jobs lists show on a given day: the CMS lists every published
 * role, and the site leaves out those that have closed (contract/london-day.ts),
 * judged by the request's date, and sets the list's filter on a filter address
 * and the day (the list flags the roles about to close, app/jobs/job-order.ts).
 *
 * The worker draws a node's markup once per node object
 * (worker/render/drawn-nodes.ts), so the same slots, day and filter give the
 * same objects back: one draw per list, day and filter, not one per request.
 * Slots without a jobs list come back as they are. Views are kept per slots object: a timeline preview's slots
 * are its own (read without a cache), so its days neither meet nor evict readers' views.
 * @module
 */

import { isOpen } from '../../contract/london-day';
import type { NodeOf, Slots } from '../../contract/nodes';
import { type JobFilter, type JobsListView, jobFilterPath } from '../../contract/routing/job-filter';

/** One per isolate, with its renderer (worker/render/renderer.ts). */
export class OpenJobs {
  readonly #views = new WeakMap<Slots, Map<string, Slots>>();

  view(slots: Slots, today: string, filter?: JobFilter): Slots {
    const showsJobs = Object.values(slots).some((nodes) => nodes.some((node) => node.type === 'jobs-list'));
    if (!showsJobs) return slots;
    // A keyword is whatever a reader typed: its views are made for the request, never kept.
    if (filter?.keyword) return viewOf(slots, today, filter);
    const key = `${today} ${filter ? jobFilterPath(filter) : ''}`;
    let made = this.#views.get(slots);
    if (!made) {
      made = new Map();
      this.#views.set(slots, made);
    }
    let view = made.get(key);
    if (!view) {
      view = viewOf(slots, today, filter);
      // Yesterday's views go with the new day: only today's are asked for again.
      for (const old of made.keys()) if (!old.startsWith(today)) made.delete(old);
      made.set(key, view);
    }
    return view;
  }
}

function viewOf(slots: Slots, today: string, filter: JobFilter | undefined): Slots {
  const view: Slots = {};
  for (const [slot, nodes] of Object.entries(slots)) {
    view[slot] = nodes.map((node) => (node.type === 'jobs-list' ? openList(node, today, filter) : node));
  }
  return view;
}

function openList(node: NodeOf<'jobs-list'>, today: string, filter: JobFilter | undefined): JobsListView {
  const jobs = node.jobs.filter((job) => isOpen(job, today));
  return { ...node, jobs, today, ...(filter ? { filter } : {}) };
}

/** Every role of the first jobs list in the slots, closed ones too, or null when they hold none. */
export function listedJobsOf(slots: Slots): NodeOf<'jobs-list'>['jobs'] | null {
  for (const nodes of Object.values(slots)) {
    const list = nodes.find((node): node is NodeOf<'jobs-list'> => node.type === 'jobs-list');
    if (list) return list.jobs;
  }
  return null;
}

/** The open roles of the first jobs list in the slots, or null when they hold none. */
export function openJobsOf(slots: Slots, today: string): NodeOf<'jobs-list'>['jobs'] | null {
  return listedJobsOf(slots)?.filter((job) => isOpen(job, today)) ?? null;
}

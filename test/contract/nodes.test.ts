/**
 * Contract, for every CMS: `/nodes` by slug and path answers every listed
 * route, every node validating on its own against NodeSchema (as the site
 * parses them); the full entry of every route is its `/paths` answer; a slug
 * two sections share is told apart by path; an unknown slug is a 404 error body.
 */
import { describe, expect, it } from 'vitest';
import { PathLookupSchema } from '../../contract/api';
import { NodeSchema, NodesResponseSchema } from '../../contract/nodes';
import { slugOf } from '../../contract/slugs';
import { allRoutes, api, cmses, expectError, expectOk, nodesQuery, seen } from './api';
import { SHARED_SLUG } from './sample-pack';

describe.each(cmses())('$name CMS: /nodes', (cms) => {
  it('answers every listed route, each node valid on its own, and /paths gives its entry', async () => {
    const routes = (await allRoutes(cms)).filter((route) => !route.gone);
    const problems: string[] = [];
    let nodes = 0;
    for (const route of routes) {
      const lookup = await api(cms, `/paths?${new URLSearchParams({ path: route.path })}`);
      const entry = PathLookupSchema.safeParse(lookup.json);
      if (!entry.success || entry.data.route?.path !== route.path) problems.push(`/paths: ${seen(lookup)}`);
      else if (entry.data.route.meta.post_data.post_type !== route.type) problems.push(`${route.path}: listed as ${route.type}`);
      const answer = await api(cms, nodesQuery(route.path));
      const parsed = NodesResponseSchema.safeParse(answer.json);
      const slots = parsed.success ? parsed.data[slugOf(route.path)] : undefined;
      if (answer.status !== 200 || !slots) {
        problems.push(`/nodes: ${seen(answer)}`);
        continue;
      }
      if (!slots.main?.length) problems.push(`${route.path}: no nodes in the main slot`);
      for (const [slot, list] of Object.entries(slots)) {
        for (const [index, node] of list.entries()) {
          const check = NodeSchema.safeParse(node);
          nodes++;
          if (!check.success) {
            problems.push(
              `${route.path} ${slot}[${index}] ${JSON.stringify(node).slice(0, 120)}: ${JSON.stringify(check.error.issues[0])}`,
            );
          }
        }
      }
    }
    expect(problems, `${routes.length} routes`).toEqual([]);
    expect(nodes, 'nodes checked').toBeGreaterThan(routes.length);
  });

  it('a slug two sections share is told apart by path', async () => {
    const answers = [];
    for (const { path, heading } of SHARED_SLUG.pages) {
      const answer = await api(cms, nodesQuery(path));
      const first = expectOk(answer, NodesResponseSchema)[SHARED_SLUG.slug]?.main?.[0] as { heading?: string } | undefined;
      expect(first?.heading, `${path}: the first node's heading in ${seen(answer)}`).toBe(heading);
      answers.push(answer.text);
    }
    expect(answers[0], 'both paths answer the same nodes').not.toBe(answers[1]);
  });

  it('an unknown slug is a 404 error body', async () => {
    expectError(await api(cms, nodesQuery('/no-such-page-anywhere/')), 404);
    expectError(await api(cms, '/nodes?slug=no-such-page-anywhere'), 404);
  });
});

/**
 * Jobs as editors manage them in wp-admin (wordpress/masthead-content/includes/jobs-admin.php): a job is
 * published only with its Apply URL (a draft may wait for it); the Jobs list shows each role's team, location,
 * closing date and whether readers see it open today, by London's date as the site judges it.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { jobsOn } from '../../cms/content/index';
import { JobsResponseSchema } from '../../contract/api';
import { isOpen, londonDate } from '../../contract/london-day';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { restAs, wordpressLogin, wordpressRest } from '../contract/adapters';
import { cmses, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const admin = () => `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
const made: string[] = [];

const FIELDS = { _masthead_job_department: 'Editorial', _masthead_job_location: 'Bristol' };

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('jobs in wp-admin', () => {
  it('publishes or schedules a job only with its Apply URL; a draft may wait for one', async () => {
    const body = {
      title: `Apply check ${STAMP}`,
      slug: `apply-check-${STAMP}`,
      content: '<!-- wp:paragraph --><p>A role.</p><!-- /wp:paragraph -->',
    };
    const refused = await restAs(admin(), 'POST', 'masthead_job', { ...body, status: 'publish', meta: FIELDS });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Apply URL is required');
    const draft = await restAs(admin(), 'POST', 'masthead_job', { ...body, status: 'draft', meta: FIELDS });
    expect(draft.status).toBe(201);
    const id = (draft.json as { id: number }).id;
    made.push(`masthead_job/${id}`);
    expect((await restAs(admin(), 'POST', `masthead_job/${id}`, { status: 'publish' })).status, 'publishing the draft as it is').toBe(400);
    // Scheduled is published later with nobody asking (the site's schedule call): refused alike.
    const later = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19);
    const scheduled = await restAs(admin(), 'POST', `masthead_job/${id}`, { status: 'future', date_gmt: later });
    expect(scheduled.status, 'scheduling the draft as it is').toBe(400);
    expect(JSON.stringify(scheduled.json)).toContain('Apply URL is required');
    const published = await restAs(admin(), 'POST', `masthead_job/${id}`, {
      status: 'publish',
      meta: { _masthead_job_apply_url: 'https://careers.immediate.example/apply/x' },
    });
    expect(published.status).toBe(200);
  });

  it('lists each role with its team, location, closing date and whether it is open today', async () => {
    const cookie = await wordpressLogin();
    // London's day on either side of the request: WordPress judged "open" at a moment between them (a run may pass midnight).
    const dayBefore = londonDate(runNow());
    const list = await get(`${wordpress().url}/wp-admin/edit.php?post_type=masthead_job`, { headers: { cookie, accept: 'text/html' } });
    const days = [dayBefore, londonDate(runNow())];
    expect(list.status).toBe(200);
    for (const heading of ['Team', 'Location', 'Closes', 'On the site']) expect(list.text, heading).toContain(`>${heading}<`);
    // The sample roles as the import dated them (around the run's pack day); open or not by today, as the site judges.
    for (const job of jobsOn(wordpress().packDay)) {
      const row = new RegExp(
        `<tr id="post-\\d+"[^>]*>(?:(?!</tr>)[\\s\\S])*?${job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:(?!</tr>)[\\s\\S])*</tr>`,
      ).exec(list.text)?.[0];
      expect(row, job.title).toBeTruthy();
      expect(row).toContain(job.department);
      expect(row).toContain(job.validThrough ?? 'Open until filled');
      const labels = days.map((day) => `>${isOpen(job, day) ? 'Open' : 'Closed'}<`);
      expect(
        labels.some((label) => row!.includes(label)),
        `${job.title}: ${labels.join(' or ')}`,
      ).toBe(true);
    }
  });

  it("dates the sample roles alike in both CMSes, around the run's one pack day (a run may pass midnight)", async () => {
    const expected = new Map(jobsOn(wordpress().packDay).map((job) => [job.title, job.validThrough ?? null]));
    for (const cms of cmses()) {
      const { jobs } = JobsResponseSchema.parse(await (await fetch(`${cms.api}/jobs`)).json());
      const sample = jobs.filter((job) => expected.has(job.title));
      expect(sample.length, `${cms.name}: the sample roles`).toBe(expected.size);
      for (const job of sample) expect(job.validThrough ?? null, `${cms.name}: ${job.title}`).toBe(expected.get(job.title));
    }
  });
});

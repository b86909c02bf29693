/**
 * Controls of the reference CMS for tests: fault switches and request counts.
 * The test worker's fetches go to the CMS auxiliary worker (outboundService).
 */
import type { z } from 'zod';
import type { FaultsSchema } from '../../cms/server/faults';

const CMS = 'http://127.0.0.1:8788';

export const cms = {
  async faults(faults: z.input<typeof FaultsSchema>): Promise<void> {
    const response = await fetch(`${CMS}/__faults`, {
      method: 'POST',
      body: JSON.stringify(faults),
      headers: { 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`setting faults failed: ${response.status}`);
  },
  async reset(): Promise<void> {
    await fetch(`${CMS}/__faults`, { method: 'DELETE' });
  },
  /** The synthetic archive's size (and newest day) until `clearArchive`. */
  async archive(shape: { size?: number; today?: string }): Promise<void> {
    const response = await fetch(`${CMS}/__archive`, {
      method: 'POST',
      body: JSON.stringify(shape),
      headers: { 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`setting the archive failed: ${response.status}`);
  },
  async clearArchive(): Promise<void> {
    await fetch(`${CMS}/__archive`, { method: 'DELETE' });
  },
  /** Forgets every edit and the purge calls sent. */
  async clearEdits(): Promise<void> {
    await fetch(`${CMS}/__edits`, { method: 'DELETE' });
  },
  async counts(): Promise<Record<string, number>> {
    const response = await fetch(`${CMS}/__stats`);
    return ((await response.json()) as { counts: Record<string, number> }).counts;
  },
  /** The pack's day: its roles are dated around it (cms/content/jobs.ts `jobsOn`). */
  async day(): Promise<string> {
    const response = await fetch(`${CMS}/__stats`);
    return ((await response.json()) as { day: string }).day;
  },
  async total(): Promise<number> {
    return Object.values(await cms.counts()).reduce((sum, count) => sum + count, 0);
  },
};

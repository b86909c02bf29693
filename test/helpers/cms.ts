/**
 * Controls of the reference CMS for tests: fault switches and request counts.
 * The test worker's fetches go to the CMS auxiliary worker (outboundService).
 */
import type { z } from 'zod';
import type { FaultsSchema } from '../../cms/server/faults';

const CMS = 'http://127.0.0.1:8788';

export const cms = {
  async faults(faults: z.input<typeof FaultsSchema>): Promise<void> {
    const response = await fetch(`${CMS}/__faults`, { method: 'POST', body: JSON.stringify(faults), headers: { 'content-type': 'application/json' } });
    if (!response.ok) throw new Error(`setting faults failed: ${response.status}`);
  },
  async reset(): Promise<void> {
    await fetch(`${CMS}/__faults`, { method: 'DELETE' });
  },
  async counts(): Promise<Record<string, number>> {
    const response = await fetch(`${CMS}/__stats`);
    return ((await response.json()) as { counts: Record<string, number> }).counts;
  },
  async total(): Promise<number> {
    return Object.values(await cms.counts()).reduce((sum, count) => sum + count, 0);
  },
};

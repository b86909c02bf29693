/**
 * Two load rows compared in alternating short rounds (A B, B A, A B, ...):
 * this machine's speed drifts by up to 2× over minutes, so two rows run
 * minutes apart compare the machine as much as the code. Each round yields
 * the ratio of the two rows measured next to each other; the goal reads the
 * median round, and the spread says how much to trust it.
 */
import { type RowResult, runRow, type Scenario } from './scenarios.ts';

export interface PairedLoad {
  rounds: { a: RowResult; b: RowResult }[];
  /** Median over rounds of b ÷ a CPU ms per request. */
  cpuRatio: number;
  /** Median over rounds of b ÷ a req/s. */
  rpsRatio: number;
  /** Lowest and highest round ratios (CPU, req/s). */
  cpuRange: [number, number];
  rpsRange: [number, number];
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function range(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

export async function pairedLoad(
  a: Scenario,
  b: Scenario,
  sitePid: number,
  servicesPid: number,
  options: { rounds: number; seconds: number; warmup: number; connections: number },
): Promise<PairedLoad> {
  const rounds: { a: RowResult; b: RowResult }[] = [];
  const row = (scenario: Scenario) => runRow(scenario, sitePid, servicesPid, options);
  for (let round = 0; round < options.rounds; round++) {
    // Alternate which row goes first, so a drift within a round favours neither.
    if (round % 2 === 0) {
      const first = await row(a);
      rounds.push({ a: first, b: await row(b) });
    } else {
      const first = await row(b);
      rounds.push({ a: await row(a), b: first });
    }
  }
  const cpu = rounds.map((r) => r.b.cpuMsPerRequest / r.a.cpuMsPerRequest);
  const rps = rounds.map((r) => r.b.load.rps / r.a.load.rps);
  return { rounds, cpuRatio: median(cpu), rpsRatio: median(rps), cpuRange: range(cpu), rpsRange: range(rps) };
}

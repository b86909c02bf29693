/**
 * Two load rows compared in alternating short rounds (A B, B A, A B, ...):
 * this machine's speed drifts by up to 2× over minutes, so two rows run
 * minutes apart compare the machine as much as the code. Each round yields
 * the ratio of the two rows measured next to each other. Even side by side,
 * one round's ratio swings by ±15% on this machine (a burst of host load
 * lands on one row of the pair), so the goal reads many rounds through the
 * trimmed geometric mean: ratios averaged as logarithms (a round at 0.8 and
 * one at 1.25 cancel out, as they should), the fifth highest and lowest
 * dropped. It uses every middle round, where the median uses one or two, so
 * it moves less between runs of the same build (measured over five runs of
 * 30 rounds: 0.913–0.949, where the median read 0.895–0.950).
 */
import { type RowResult, runRow, type Scenario } from './scenarios.ts';

export interface PairedLoad {
  rounds: { a: RowResult; b: RowResult }[];
  /** Trimmed geometric mean over rounds of b ÷ a CPU ms per request. */
  cpuRatio: number;
  /** Trimmed geometric mean over rounds of b ÷ a req/s. */
  rpsRatio: number;
  /** Lowest and highest round ratios (CPU, req/s). */
  cpuRange: [number, number];
  rpsRange: [number, number];
}

/** The geometric mean of ratios without the highest and lowest fifth (none dropped below 5 rounds). */
export function trimmedGeoMean(ratios: number[]): number {
  const logs = ratios.map(Math.log).sort((x, y) => x - y);
  const cut = Math.floor(logs.length / 5);
  const kept = logs.slice(cut, logs.length - cut);
  return Math.exp(kept.reduce((sum, value) => sum + value, 0) / kept.length);
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
  return { rounds, cpuRatio: trimmedGeoMean(cpu), rpsRatio: trimmedGeoMean(rps), cpuRange: range(cpu), rpsRange: range(rps) };
}

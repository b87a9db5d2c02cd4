import type { Figures } from './report.js';

const CHANGES = 20;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The first answer after a change, which no cache can serve: `change` makes one (through the app, as a clerk
 * would), then `read` is timed alone, CHANGES times. "req/s" is what one client gets when every read follows a change.
 */
export async function firstAnswersAfterChange(
  name: string,
  change: (round: number) => Promise<void>,
  read: () => Promise<Response>,
): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  for (let round = 0; round < CHANGES; round++) {
    await change(round);
    const started = performance.now();
    const answer = await read();
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) failed++;
  }
  const sorted = times.toSorted((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return {
    name: `${name}, first answer after a change`,
    rps: 1000 / mean,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    failed,
  };
}

/** A change through the app that moves a case's map: publishing it and taking it off again in turns. */
export function togglePublished(app: string, authorization: string, caseId: number): (round: number) => Promise<void> {
  return async (round) => {
    const answer = await fetch(`${app}/api/case/${caseId}/map-published/${round % 2 === 1}`, { method: 'PUT', headers: { authorization } });
    if (!answer.ok) throw new Error(`publishing case ${caseId}: ${answer.status} ${await answer.text()}`);
  };
}

import { get } from 'node:http';
import type { Figures } from './report.js';

const CHANGES = 20;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Until the last byte of the answer, as sent: like autocannon's figures it leaves out the client's decompression
 * (fetch inflates a 3 MB map in Node's stream pieces, which took longer than the server's answer; a browser
 * inflates natively).
 */
const lastByte = (url: string, headers: Record<string, string>) =>
  new Promise<boolean>((resolve, reject) => {
    get(url, { headers }, (answer) => {
      answer.on('data', () => {});
      answer.on('end', () => resolve(answer.statusCode === 200));
      answer.on('error', reject);
    }).on('error', reject);
  });

/**
 * The first answer after a change, which no cache can serve: `change` makes one (through the app, as a clerk
 * would), then a GET of `url` is timed alone, CHANGES times. "req/s" is what one client gets when every read
 * follows a change.
 */
export async function firstAnswersAfterChange(
  name: string,
  change: (round: number) => Promise<void>,
  url: string,
  headers: Record<string, string>,
): Promise<Figures> {
  const times: number[] = [];
  let failed = 0;
  for (let round = 0; round < CHANGES; round++) {
    await change(round);
    const started = performance.now();
    const ok = await lastByte(url, headers);
    times.push(performance.now() - started);
    if (!ok) failed++;
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

/**
 * A change through the app that moves a marker of the staff's open cases: finishing a case and reopening it in
 * turns, so that it leaves the list and joins it again. (Publishing moves no staff marker, and a rebuild that finds
 * every marker where it was keeps the answer it had.)
 */
export function toggleFinished(app: string, authorization: string, caseId: number): (round: number) => Promise<void> {
  return async (round) => {
    const state = round % 2 === 0 ? 'FINISHED' : 'IN_PROGRESS';
    const answer = await fetch(`${app}/api/case/${caseId}/state/${state}`, { method: 'PUT', headers: { authorization } });
    if (!answer.ok) throw new Error(`case ${caseId} to ${state}: ${answer.status} ${await answer.text()}`);
  };
}

import type autocannon from 'autocannon';

/** What one measured route gives. */
export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export const figuresOf = (name: string, result: autocannon.Result): Figures => ({
  name,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

/** The routes of one database, its baseline among them. */
export interface DatabaseRun {
  label: string;
  results: Figures[];
}

/** The raw driver's routes are named so; the route list measures them first and last. */
export const isBaseline = (figures: Pick<Figures, 'name'>): boolean => figures.name.startsWith('baseline');

/**
 * A Markdown table with a row per route and, per database, its req/s, p50, p99 and the ratio to that database's
 * own baseline (the mean of its baseline runs: the machine's load may drift during a run). One database gives
 * the columns without its name.
 */
export function sideBySide(runs: readonly DatabaseRun[]): string {
  const label = (run: DatabaseRun) => (runs.length > 1 ? `${run.label} ` : '');
  const baselineOf = (run: DatabaseRun) => {
    const measured = run.results.filter(isBaseline);
    return measured.reduce((sum, r) => sum + r.rps, 0) / measured.length;
  };
  const routes = [...new Set(runs.flatMap((run) => run.results.map((r) => r.name)))];
  const cells = (figures: Figures | undefined, baseline: number) =>
    figures
      ? [
          `${Math.round(figures.rps)}${figures.failed > 0 ? ` (${figures.failed} failed)` : ''}`,
          String(figures.p50),
          String(figures.p99),
          `${Math.round((figures.rps / baseline) * 100)} %`,
        ]
      : ['–', '–', '–', '–'];
  const lines = [
    ['Route', ...runs.flatMap((run) => [`${label(run)}req/s`, 'p50 ms', 'p99 ms', 'vs. baseline'])],
    ['---', ...runs.flatMap(() => ['---:', '---:', '---:', '---:'])],
    ...routes.map((route) => [
      route,
      ...runs.flatMap((run) =>
        cells(
          run.results.find((r) => r.name === route),
          baselineOf(run),
        ),
      ),
    ]),
  ];
  return lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
}

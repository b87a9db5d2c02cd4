import type autocannon from 'autocannon';

/** What one measured route gives. */
export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** the baseline's req/s measured in alternation with this route (pairedFigures); else the run's mean baseline */
  baseline?: number;
}

export const figuresOf = (name: string, result: autocannon.Result): Figures => ({
  name,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

/**
 * A route measured in slices alternating with the baseline: the host's other load moves both alike, where a baseline
 * measured minutes apart may have met another load. Its req/s and the baseline's are the means of their slices, its
 * p50 the median of the slices' and its p99 the highest.
 */
export function pairedFigures(name: string, slices: readonly { route: autocannon.Result; baseline: autocannon.Result }[]): Figures {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const p50s = slices.map(({ route }) => route.latency.p50).sort((a, b) => a - b);
  return {
    name,
    rps: mean(slices.map(({ route }) => route.requests.average)),
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...slices.map(({ route }) => route.latency.p99)),
    failed: slices.reduce((sum, { route }) => sum + route.non2xx + route.errors + route.timeouts, 0),
    baseline: mean(slices.map(({ baseline }) => baseline.requests.average)),
  };
}

/** The routes of one database, its baseline among them. */
export interface DatabaseRun {
  label: string;
  results: Figures[];
}

/** The raw driver's routes are named so; the route list measures them first and last. */
export const isBaseline = (figures: Pick<Figures, 'name'>): boolean => figures.name.startsWith('baseline');

/**
 * A Markdown table with a row per route and, per database, its req/s, p50, p99 and the ratio to that database's
 * own baseline (the one measured in alternation with the route, else the mean of its baseline runs: the machine's
 * load may drift during a run). One database gives the columns without its name.
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
          `${Math.round((figures.rps / (figures.baseline ?? baseline)) * 100)} %`,
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

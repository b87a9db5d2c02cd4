/** What a soak measured: latencies per kind of request, errors, the longest pause and the servers' memory. */
export class SoakFigures {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  readonly firstErrors: string[] = [];
  private inFlight = 0;
  private lastCompletion = performance.now();
  /** the longest time in which requests were waiting and none was answered */
  longestPauseMs = 0;

  started(): void {
    if (this.inFlight === 0) this.lastCompletion = performance.now();
    this.inFlight++;
  }

  finished(kind: string, ms: number, error: string | null, at = performance.now()): void {
    this.inFlight--;
    this.longestPauseMs = Math.max(this.longestPauseMs, at - this.lastCompletion);
    this.lastCompletion = at;
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    if (error === null) return;
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.firstErrors.length < 5) this.firstErrors.push(`${kind}: ${error}`);
  }

  /** Called now and then: a pause still going on counts before it ends. */
  sample(at = performance.now()): void {
    if (this.inFlight > 0) this.longestPauseMs = Math.max(this.longestPauseMs, at - this.lastCompletion);
  }

  rows(): { kind: string; requests: number; errors: number; p50: number; p99: number }[] {
    return [...this.latencies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
        return { kind, requests: list.length, errors: this.errors.get(kind) ?? 0, p50: at(0.5), p99: at(0.99) };
      });
  }
}

/** Resident memory of a process in MB, from /proc (Linux); null once it is gone. */
export function residentMb(status: string): number | null {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

export function soakTable(figures: SoakFigures): string {
  const lines = ['| Kind | requests | errors | p50 ms | p99 ms |', '|---|---:|---:|---:|---:|'];
  for (const row of figures.rows()) lines.push(`| ${row.kind} | ${row.requests} | ${row.errors} | ${row.p50} | ${row.p99} |`);
  return lines.join('\n');
}

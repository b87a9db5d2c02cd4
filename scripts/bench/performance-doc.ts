import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a run was measured on, as the table's heading names it. */
export function machine(loadBefore: number): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return `${cpus().length} cores (${cpu}), ${memory}, load average ${loadBefore.toFixed(2)} before the run`;
}

export const loadNow = () => loadavg()[0] ?? 0;

/**
 * Replaces the section of the given seed size in the performance document (between its two markers, added at the
 * top of the "Latest runs" when missing), so the document keeps the last run of each size and nothing else of it.
 */
export function writeRun(file: string, cases: number, heading: string, table: string): void {
  const start = `<!-- bench:${cases} -->`;
  const end = `<!-- /bench:${cases} -->`;
  const section = `${start}\n${heading}\n\n${table}\n${end}`;
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const anchor = '## Latest runs\n';
  let next: string;
  if (from !== -1 && to > from) next = `${text.slice(0, from)}${section}${text.slice(to + end.length)}`;
  else if (text.includes(anchor)) next = text.replace(anchor, `${anchor}\n${section}\n`);
  else throw new Error(`${file} has no "## Latest runs" section to write the bench's table into`);
  writeFileSync(file, next);
}

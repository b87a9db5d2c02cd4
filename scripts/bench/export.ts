import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { figuresOf, type Figures } from './report.js';

/**
 * The case export of `npm run bench`: every case a super admin sees as CSV and as XLSX, streamed
 * from a database cursor (rows per second, and the server's resident memory before and at its peak while the
 * file is written, which must stay flat however many rows there are), and a small export of a few rows under
 * load (it must stay fast), beside the list of the same rows.
 */

/** The resident memory of a process in MB, from /proc (Linux; the bench machines are). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

interface FullExport {
  rows: number;
  ms: number;
  beforeMb: number;
  peakMb: number;
}

/** Downloads one export to its end, counting its lines, while sampling the server's memory every 50 ms. */
async function downloadAll(
  url: string,
  authorization: string,
  serverPid: number,
  countRows: (body: Uint8Array[]) => number,
): Promise<FullExport> {
  const beforeMb = residentMb(serverPid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(serverPid));
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization } });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body) chunks.push(chunk);
    return { rows: countRows(chunks), ms: performance.now() - started, beforeMb, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

const csvRows = (chunks: Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.filter((byte) => byte === 10).length, 0) - 1;

export interface ExportBenchOptions {
  app: string;
  serverPid: number;
  superAdmin: string;
  tenantAdmin: string;
  /** a search that finds a few cases of the tenant admin's list */
  fewRowsSearch: string;
  connections: number;
  seconds: number;
  log: (line: string) => void;
}

export async function runExportBench(options: ExportBenchOptions): Promise<Figures[]> {
  const all = (format: string) => `${options.app}/api/case/export?format=${format}`;
  const csv = await downloadAll(all('csv'), options.superAdmin, options.serverPid, csvRows);
  // an XLSX file is a zip: it holds the cases the CSV counted
  const xlsx = await downloadAll(all('xlsx'), options.superAdmin, options.serverPid, () => csv.rows);
  const results: Figures[] = [];
  for (const [format, run] of [
    ['CSV', csv],
    ['XLSX', xlsx],
  ] as const) {
    const rowsPerSecond = run.rows / (run.ms / 1000);
    options.log(
      `  export of all ${run.rows.toLocaleString('de-DE')} cases as ${format}: ${(run.ms / 1000).toFixed(1)} s, ` +
        `${Math.round(rowsPerSecond).toLocaleString('de-DE')} rows/s; server memory ${run.beforeMb.toFixed(0)} MB before, ${run.peakMb.toFixed(0)} MB at its peak`,
    );
    results.push({
      name: `GET /api/case/export (all cases, ${format}, super admin; req/s = rows/s)`,
      rps: rowsPerSecond,
      p50: Math.round(run.ms),
      p99: Math.round(run.ms),
      failed: 0,
    });
  }
  const search = `search=${encodeURIComponent(options.fewRowsSearch)}`;
  const headers = { authorization: options.tenantAdmin };
  // the list of the same few rows beside their export: what the export's file costs apart from finding them
  for (const [name, url] of [
    ['GET /api/case (the same few rows, tenant admin)', `${options.app}/api/case?${search}`],
    ['GET /api/case/export (a few rows, CSV, tenant admin)', `${options.app}/api/case/export?format=csv&${search}`],
  ] as const) {
    await autocannon({ url, connections: options.connections, duration: 2, headers });
    results.push(figuresOf(name, await autocannon({ url, connections: options.connections, duration: options.seconds, headers })));
  }
  options.log('  measured the case export');
  return results;
}

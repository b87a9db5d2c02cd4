import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../../fixtures/load.js';
import { firstRow, openBenchSql } from './sql.js';

/**
 * The servers of one database in a child process (bench/server.ts); answers their addresses once they listen.
 * `workers`: the app also runs its mail worker and housekeeping, as a production process does.
 */
export async function startServers(url: string, tenantId: number, options: { workers?: boolean } = {}) {
  // BENCH_PROFILE=<dir>: a CPU profile of the servers' process (Node refuses --cpu-prof in NODE_OPTIONS)
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(import.meta.dirname, 'server.ts'), url, String(tenantId), ...(options.workers ? ['workers'] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bench server stopped before listening (exit code ${code})`)));
  });
  const { appPort, baselinePort } = JSON.parse(line) as { appPort: number; baselinePort: number };
  return {
    pid: child.pid!,
    app: `http://127.0.0.1:${appPort}`,
    baseline: `http://127.0.0.1:${baselinePort}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export async function login(app: string, email: string): Promise<string> {
  const response = await fetch(`${app}/api/authorization/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mail: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers.get('authorization')!;
}

/** Musterstadt, whose list is measured, the cases in all, and a case number of Musterstadt (a search that finds few) */
export async function probe(url: string): Promise<{ tenantId: number; totalCases: number; someCaseNumber: number }> {
  const sql = await openBenchSql(url);
  try {
    const { id } = await firstRow<{ id: number }>(sql, `SELECT id FROM tenant WHERE name = 'Musterstadt'`);
    const { number } = await firstRow<{ number: number }>(sql, `SELECT MAX(case_number) AS number FROM defect_case WHERE tenant_id = ?`, [
      id,
    ]);
    // PostgreSQL's SUM of integers is a bigint, which pg answers as text
    const { total } = await firstRow<{ total: number | string }>(sql, `SELECT SUM(total) AS total FROM case_counter`);
    return { tenantId: id, totalCases: Number(total), someCaseNumber: Number(number) };
  } finally {
    await sql.close();
  }
}

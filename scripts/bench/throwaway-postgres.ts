import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL binaries, the newest version installed; null when there are none. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? join(root, versions.at(-1)!, 'bin') : null;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL cluster of the bench's own in a temporary directory, so that `npm run bench` measures both databases
 * in one command. Unlike the tests' cluster it keeps PostgreSQL's durable defaults (fsync on): a report's commit costs
 * what it costs in production. initdb refuses root, so as root the cluster runs as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop(): void } | null> {
  const bin = postgresBin();
  if (bin === null) return null;
  const dir = mkdtempSync(join(tmpdir(), 'buergerportal-bench-pg-'));
  const root = process.getuid?.() === 0;
  if (root)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (command: string, args: string[]) => {
    const result = root
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'ignore' })
      : spawnSync(command, args, { stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`${command} failed (exit code ${result.status})`);
  };
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'bp', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=512MB`;
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-w', '-l', join(dir, 'log'), '-o', options, 'start']);
  return {
    url: `postgres://bp@127.0.0.1:${port}/postgres`,
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

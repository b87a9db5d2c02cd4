import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

export { freePorts } from '../../../scripts/lib/free-ports.js';

const root = join(import.meta.dirname, '../../..');
/** the end of a process's output kept for the failure message */
const OUTPUT_KEPT = 20_000;

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** the end of what the process wrote, for failure messages */
  output(): string;
  /** SIGTERM, and SIGKILL after 10 s; answers how the process ended and how long after the SIGTERM */
  stop(): Promise<Ending>;
}

export interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

async function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
  return Promise.race([once(child, 'exit').then(() => true), timer]);
}

/**
 * Starts the server as an operator would (server/src/main.ts in a process of its own, through the tsx loader)
 * on the given port with the given environment, and resolves once it answers /health/ready.
 */
export async function startAppProcess(port: number, env: Record<string, string>, timeoutMs: number): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const started: AppProcess = {
    url,
    output: () => output,
    async stop() {
      const sent = Date.now();
      child.kill('SIGTERM');
      if (!(await exited(child, 10_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
      return { code: child.exitCode, signal: child.signalCode, ms: Date.now() - sent };
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} ended with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return started;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`the server on port ${port} was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface PactStub {
  /** where the stub server listens (on every address; 127.0.0.1 reaches it) */
  port: number;
  stop(): void;
}

const STARTED = /Server started on port (\d+)/;

/**
 * Pact's stub server over the pact files in `pactDir`. It chooses its port itself and names it in its log: a port
 * probed beforehand could be taken, or still in TIME-WAIT on the address the stub binds (0.0.0.0) though free on
 * the one probed. Its own process group, because the launcher in node_modules/.bin runs the binary as a child.
 */
export async function startPactStub(root: string, pactDir: string, timeoutMs = 15_000): Promise<PactStub> {
  const child = spawn(join(root, 'node_modules/.bin/pact-stub-server'), ['--dir', pactDir, '--loglevel', 'info'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const log = createInterface({ input: child.stdout });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const timer = setTimeout(() => fail(new Error('pact-stub-server hat nicht rechtzeitig gestartet')), timeoutMs);
      child.once('error', fail);
      child.once('exit', (code) => fail(new Error(`pact-stub-server endete beim Start (Exit-Code ${code})`)));
      // the whole log is read, or a full pipe would stall the stub; only its errors are shown, as with --loglevel error
      log.on('line', (line) => {
        const text = stripVTControlCharacters(line);
        const started = STARTED.exec(text);
        if (started) {
          clearTimeout(timer);
          resolve(Number(started[1]));
        } else if (text.includes(' ERROR ')) console.error(text);
      });
    });
    return { port, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

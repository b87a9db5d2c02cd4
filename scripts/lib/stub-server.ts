import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { frameCspHeader } from '../../server/src/platform/security.js';
import { API_PREFIXES, registerWebBundles } from '../../server/src/platform/static.js';
import { freePorts } from './free-ports.js';
import { writeStubPacts } from './stub-pacts.js';

export interface RunningStub {
  /** the web app with the stub API behind it, e.g. http://127.0.0.1:3100 */
  url: string;
  close(): Promise<void>;
}

/** Waits until the stub server answers at all (any status): it has loaded the pacts then. */
async function waitForStub(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`pact-stub-server antwortet nicht unter ${url}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** Passes a request of the API on to the stub server, unchanged. */
function proxy(stubPort: number, request: IncomingMessage, response: ServerResponse): void {
  const forwarded = httpRequest(
    { host: '127.0.0.1', port: stubPort, path: request.url, method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', (error) => response.writeHead(502, { 'content-type': 'text/plain' }).end(`Stub-Server: ${error.message}`));
  request.pipe(forwarded);
}

/**
 * The pact files as a stub API (Pact's stub server from @pact-foundation/pact-cli) and the built web app
 * (dist/web) on one port, the API paths passed on to the stub: the back office with no backend and no database.
 */
export async function startStub(root: string, port = 0): Promise<RunningStub> {
  const webRoot = resolve(root, 'dist/web');
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('dist/web fehlt: erst die Weboberfläche bauen (npm run build).');
  const pactDir = mkdtempSync(join(tmpdir(), 'buergerportal-stub-pacts-'));
  writeStubPacts(join(root, 'contracts/pacts'), pactDir);
  const [stubPort] = (await freePorts(1)) as [number];
  // its own process group: the launcher in node_modules/.bin runs the stub binary as a child of its own
  const stub = spawn(
    join(root, 'node_modules/.bin/pact-stub-server'),
    ['--dir', pactDir, '--port', String(stubPort), '--loglevel', 'error'],
    { cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stopStub = () => {
    if (stub.exitCode === null && stub.pid) process.kill(-stub.pid, 'SIGTERM');
    rmSync(pactDir, { recursive: true, force: true });
  };
  // a process that ends without close() takes the stub along
  process.once('exit', stopStub);
  try {
    await waitForStub(`http://127.0.0.1:${stubPort}/`, 15_000);
  } catch (error) {
    stopStub();
    throw error;
  }

  // the product's own web serving (assets, precompressed copies, the page fallback); the API paths go to the stub
  const server = Fastify();
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', (_request, _payload, done) => done(null));
  for (const prefix of API_PREFIXES) {
    server.all(prefix.endsWith('/') ? `${prefix}*` : prefix, (request, reply) => {
      reply.hijack();
      proxy(stubPort, request.raw, reply.raw);
    });
  }
  await registerWebBundles(server, webRoot, frameCspHeader(''));
  const address = await server.listen({ port, host: '127.0.0.1' });
  return {
    url: address,
    async close() {
      process.off('exit', stopStub);
      stopStub();
      await server.close();
    },
  };
}

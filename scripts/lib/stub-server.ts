import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { API_PREFIXES, FRAME_ROUTES } from '../../server/src/platform/static.js';
import { writeStubPacts } from './stub-pacts.js';

export interface RunningStub {
  /** the web app with the stub API behind it, e.g. http://127.0.0.1:3100 */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
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

/** The file of dist/web a path names, or null (a back-office route, or a way out of the directory). */
function fileOf(webRoot: string, path: string): string | null {
  const file = normalize(join(webRoot, decodeURIComponent(path)));
  if (!file.startsWith(webRoot + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Answers as the product's platform/static.ts does: a file of the bundle, frame.html for a frame route, else index.html. */
function serveWeb(webRoot: string, request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0]!;
  const file = fileOf(webRoot, path) ?? join(webRoot, FRAME_ROUTES.includes(path) ? 'frame.html' : 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  createReadStream(file).pipe(response);
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
  const stubPort = await freePort();
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

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) proxy(stubPort, request, response);
    else serveWeb(webRoot, request, response);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    async close() {
      process.off('exit', stopStub);
      stopStub();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

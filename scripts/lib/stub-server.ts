import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { frameCspHeader } from '../../server/src/platform/security.js';
import { API_PREFIXES, registerWebBundles } from '../../server/src/platform/static.js';
import { startPactStub, type PactStub } from './pact-stub.js';
import { writeStubPacts } from './stub-pacts.js';

export interface RunningStub {
  /** the web app with the stub API behind it, e.g. http://127.0.0.1:3100 */
  url: string;
  close(): Promise<void>;
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
  let pactStub: PactStub | null = null;
  const stopStub = () => {
    pactStub?.stop();
    rmSync(pactDir, { recursive: true, force: true });
  };
  // a process that ends without close() takes the stub and the pact folder along (npm run stub turns SIGINT and
  // SIGTERM into an exit)
  process.once('exit', stopStub);
  try {
    writeStubPacts(join(root, 'test/contract/pacts'), pactDir);
    pactStub = await startPactStub(root, pactDir);
  } catch (error) {
    process.off('exit', stopStub);
    stopStub();
    throw error;
  }
  const stubPort = pactStub.port;

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

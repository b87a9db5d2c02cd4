import type { FastifyInstance } from 'fastify';

/**
 * `app.draining`: the process is shutting down (main.ts, on SIGTERM). /health/ready then answers 503, so a proxy
 * stops choosing the process, and every response says `Connection: close`, so the proxy sends nothing more on a
 * connection the process is about to close: a request written to a connection as it closes is lost to the proxy,
 * which repeats a GET elsewhere but never a POST.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

function origin(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

function directives(tileUrl: string, frameAncestors: string[]) {
  const tiles = origin(tileUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameSrc: ["'self'"],
    frameAncestors,
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** The CSP header value for the frame routes, which other sites may embed. */
export function frameCspHeader(tileUrl: string): string {
  return Object.entries(directives(tileUrl, ['*']))
    .map(([key, values]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers Helmet sets for these options, computed once. @fastify/helmet builds Helmet's middleware anew
 * for every request, which cost some 3 % of a case-list request; the values never change per request here
 * (no CSP nonces).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, tileUrl: string, production: boolean): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: directives(tileUrl, ["'self'"]) },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    // production runs behind TLS only; spelt out so a change of Helmet's defaults cannot weaken it unnoticed
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

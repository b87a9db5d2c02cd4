import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, tileUrl: string, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directives(tileUrl, ["'self'"]) },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    hsts: production,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

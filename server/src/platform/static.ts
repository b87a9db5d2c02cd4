import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FRAME_PRELOADS_FILE, FRAME_ROUTES } from '@contracts/frame-routes.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export const API_PREFIXES = ['/api/', '/files/', '/open311/', '/health/', '/logout'];

/** The web app's pages and files: public, and not part of the API its reference describes (platform/openapi.ts). */
const WEB_APP = { public: true, notInReference: 'the web app, not part of the API' };

/**
 * frame.html for each frame route, announcing the files the route's page needs (from the build's list), so the
 * browser fetches them beside the frames' first script instead of after that script has run.
 */
function frameHtmlByRoute(webRoot: string, frameHtml: string): Map<string, string> {
  const listFile = join(webRoot, FRAME_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  const link = (href: string) =>
    href.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`;
  return new Map(
    FRAME_ROUTES.map((route) => {
      const links = (preloads[route] ?? []).map((href) => `    ${link(href)}\n`).join('');
      return [route, frameHtml.replace('</head>', `${links}  </head>`)];
    }),
  );
}

/** Hashed file names never change content: a browser keeps them for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web bundles: assets from dist/web, index.html for every back-office route,
 * frame.html for the frame routes (with framing allowed). The build wrote a brotli and a gzip copy next to
 * each asset (`.br`, `.gz`); @fastify/static sends the one the client's Accept-Encoding prefers (brotli,
 * then gzip, else the file itself) with Vary: Accept-Encoding. Hashed assets (dist/web/assets) are
 * immutable; everything else, the HTML above all, is revalidated on each use.
 */
export async function registerWebBundles(app: FastifyInstance, webRoot: string, frameCsp: string): Promise<void> {
  const indexFile = join(webRoot, 'index.html');
  const frameFile = join(webRoot, 'frame.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'web bundle not built; run "npm run build"');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const frameHtml = frameHtmlByRoute(webRoot, existsSync(frameFile) ? readFileSync(frameFile, 'utf8') : indexHtml);
  const assetsDir = join(resolve(webRoot), 'assets') + sep;

  // The bundles' files are public; the scope marks the routes @fastify/static registers as such.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...WEB_APP };
    });
    await scope.register(fastifyStatic, {
      root: resolve(webRoot),
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // the compressed copies are served in place of their file, not under their own names
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache'),
    });
  });

  app.get('/*', { config: WEB_APP }, async (request, reply) => {
    const [path = ''] = request.url.split('?');
    // the app's own not-found answer, so /metrics counts the address as unmatched and not as this fallback
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const frame = frameHtml.get(path);
    if (frame !== undefined) {
      reply.removeHeader('x-frame-options');
      reply.header('Content-Security-Policy', frameCsp);
      return reply.send(frame);
    }
    return reply.send(indexHtml);
  });
  app.get('/', { config: WEB_APP }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
}

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isFrameRoute } from './web/src/frames/frame-routes.js';

const root = import.meta.dirname;
/** The API server behind the dev and preview servers (npm start listens on 3000). */
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** In dev and preview, the frame routes get frame.html, as the server does in production. */
function frameRoutes(): Plugin {
  const rewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
    const [path, query] = (request.url ?? '').split('?');
    if (isFrameRoute(path)) request.url = `/frame.html${query ? `?${query}` : ''}`;
    next();
  };
  return {
    name: 'buergerportal:frame-routes',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** The frames' first load may carry at most this much gzipped JavaScript (issue 5); Leaflet loads lazily. */
const FRAMES_INITIAL_BUDGET_KB = 150;

/**
 * Reports the gzipped JavaScript of the public frames bundle (its first load, and with the lazy map chunks),
 * fails the build when the first load exceeds its budget, and when the frames pull in back-office code.
 */
function framesBundleReport(): Plugin {
  const forbidden = [resolve(root, 'web/src/app') + '/', resolve(root, 'web/src/features') + '/'];
  return {
    name: 'buergerportal:frames-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId === resolve(root, 'frame.html'),
      );
      if (!entry || entry.type !== 'chunk') return this.error('frames bundle: entry chunk for frame.html not found');
      /** the chunks loaded from the entry: through static imports only (the first load), or lazy ones too */
      const closure = (withLazy: boolean) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          seen.add(fileName);
          [...chunk.imports, ...(withLazy ? chunk.dynamicImports : [])].forEach(visit);
        };
        visit(entry.fileName);
        return seen;
      };
      const gzipped = (files: Set<string>) => {
        let bytes = 0;
        for (const fileName of files) {
          const chunk = bundle[fileName];
          if (chunk.type === 'chunk') bytes += gzipSync(chunk.code, { level: 9 }).length;
        }
        return bytes / 1024;
      };
      const all = closure(true);
      for (const fileName of all) {
        const chunk = bundle[fileName];
        const leaked = chunk.type === 'chunk' && chunk.moduleIds.find((id) => forbidden.some((dir) => id.startsWith(dir)));
        if (leaked) this.error(`frames bundle imports back-office code: ${leaked}`);
      }
      const initial = closure(false);
      const initialKb = gzipped(initial);
      this.info(
        `frames bundle JS: ${initialKb.toFixed(1)} KB gzipped on first load in ${initial.size} file(s) ` +
          `(budget ${FRAMES_INITIAL_BUDGET_KB} KB); ${gzipped(all).toFixed(1)} KB in ${all.size} file(s) with the lazy map chunks`,
      );
      if (initialKb > FRAMES_INITIAL_BUDGET_KB) {
        this.error(`frames bundle: ${initialKb.toFixed(1)} KB gzipped on first load, over the budget of ${FRAMES_INITIAL_BUDGET_KB} KB`);
      }
    },
  };
}

export default defineConfig({
  root,
  publicDir: resolve(root, 'web/public'),
  plugins: [react(), frameRoutes(), framesBundleReport()],
  resolve: {
    // Sources import contracts as `@contracts/<file>.js`; the files are TypeScript.
    alias: [{ find: /^@contracts\/(.+)\.js$/, replacement: resolve(root, 'contracts/schemas/$1.ts') }],
  },
  optimizeDeps: { entries: ['index.html', 'frame.html'] },
  server: {
    proxy: Object.fromEntries(['/api', '/files', '/logout', '/open311', '/health'].map((path) => [path, api])),
  },
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: resolve(root, 'index.html'), frame: resolve(root, 'frame.html') },
    },
  },
});

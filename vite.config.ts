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

/**
 * Reports the gzipped JavaScript of the public frames bundle (a later issue caps it at 150 KB) and fails the
 * build when the frames pull in back-office code.
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
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        seen.add(fileName);
        const leaked = chunk.moduleIds.find((id) => forbidden.some((dir) => id.startsWith(dir)));
        if (leaked) this.error(`frames bundle imports back-office code: ${leaked}`);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      visit(entry.fileName);
      let bytes = 0;
      for (const fileName of seen) {
        const chunk = bundle[fileName];
        if (chunk.type === 'chunk') bytes += gzipSync(chunk.code, { level: 9 }).length;
      }
      this.info(`frames bundle JS: ${(bytes / 1024).toFixed(1)} KB gzipped in ${seen.size} file(s)`);
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

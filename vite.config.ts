import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { isFrameRoute } from './contracts/schemas/frame-routes.js';
import { FRAME_PAGE_MODULES } from './web/src/frames/frame-page-modules.js';
import { chunkClosure, entryChunkOf } from './scripts/lib/bundle-graph.js';
import { framePreloads } from './scripts/lib/frame-preloads.js';
import { precompression, type CompressedVariants } from './scripts/lib/precompress.js';

type OutputChunk = Rolldown.OutputChunk;

const root = import.meta.dirname;
/** The API server behind the dev and preview servers (npm start listens on 3000). */
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** In dev and preview, the frame routes get frame.html, as the server does in production. */
function frameRoutes(): Plugin {
  const rewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
    const [path = '', query] = (request.url ?? '').split('?');
    if (isFrameRoute(path)) request.url = `/frame.html${query ? `?${query}` : ''}`;
    next();
  };
  return {
    name: 'buergerportal:frame-routes',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

// TypeBox builds every schema as its module loads, react-aria reads the locale data as it loads; the maps', charts',
// editor's and icon picker's libraries belong to the screens that show them
const SLOW_TO_START = [
  'typebox',
  'react-aria',
  'react-aria-components',
  '@react-aria',
  '@internationalized',
  'leaflet',
  'leaflet.markercluster',
  'chart.js',
  'quill',
  'lucide-react',
];

/**
 * First-load budgets of each HTML entry: the JavaScript and CSS it loads before anything lazy (the frames load
 * Leaflet with the first map). `budgetKb` counts the bytes as served (brotli, which every current browser accepts);
 * the start-up budget counts what a phone has to evaluate before the page answers: `scriptKb`, the minified
 * JavaScript before compression, and no package of SLOW_TO_START, which cost far more to evaluate than their bytes
 * say (docs/decisions/start-up-budget.md).
 */
const FIRST_LOAD_BUDGETS = [
  { name: 'frames', html: 'frame.html', budgetKb: 150, scriptKb: 260 },
  { name: 'back office', html: 'index.html', budgetKb: 250, scriptKb: 440 },
];

/** the package (or scope) a module of node_modules belongs to: 'react-aria', '@react-aria/utils' */
const packageOf = (id: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'))?.[1];
const isSlowToStart = (id: string) => {
  const name = packageOf(id);
  return name !== undefined && SLOW_TO_START.some((listed) => name === listed || name.startsWith(`${listed}/`));
};

/**
 * Reports each entry's first load (brotli, with gzip for the clients without it, and the script before compression),
 * fails the build over a budget, when a first load holds a package of SLOW_TO_START, and when the frames pull
 * in back-office code. Reads the sizes of the variants the precompression wrote.
 */
function firstLoadBudgets(variants: Map<string, CompressedVariants>): Plugin {
  const forbidden = [`${resolve(root, 'web/src/app')}/`, `${resolve(root, 'web/src/features')}/`];
  return {
    name: 'buergerportal:first-load-budgets',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const closure = (entry: OutputChunk, withLazy: boolean) => chunkClosure(bundle, entry, withLazy);
        const kb = (files: Set<string>, variant: keyof CompressedVariants) =>
          [...files].reduce((bytes, fileName) => bytes + (variants.get(fileName)?.[variant].length ?? 0), 0) / 1024;

        const entryOf = (html: string) => entryChunkOf(bundle, resolve(root, html)) ?? this.error(`entry chunk for ${html} not found`);

        for (const fileName of closure(entryOf('frame.html'), true)) {
          const chunk = bundle[fileName];
          const leaked = chunk?.type === 'chunk' && chunk.moduleIds.find((id) => forbidden.some((dir) => id.startsWith(dir)));
          if (leaked) this.error(`frames bundle imports back-office code: ${leaked}`);
        }

        for (const { name, html, budgetKb, scriptKb } of FIRST_LOAD_BUDGETS) {
          const entry = entryOf(html);
          const all = closure(entry, true);
          const initial = closure(entry, false);
          const initialKb = kb(initial, 'br');
          const scripts = [...initial].map((fileName) => bundle[fileName]).filter((item): item is OutputChunk => item?.type === 'chunk');
          const initialScriptKb = scripts.reduce((bytes, chunk) => bytes + Buffer.byteLength(chunk.code), 0) / 1024;
          this.info(
            `${name} first load: ${initialKb.toFixed(1)} KB brotli (${kb(initial, 'gz').toFixed(1)} KB gzip) of JS and CSS ` +
              `in ${initial.size} file(s), budget ${budgetKb} KB; ${initialScriptKb.toFixed(1)} KB of script to evaluate, ` +
              `budget ${scriptKb} KB; ${kb(all, 'br').toFixed(1)} KB brotli with all lazy chunks`,
          );
          if (initialKb > budgetKb) {
            this.error(`${name}: ${initialKb.toFixed(1)} KB brotli on first load, over the budget of ${budgetKb} KB`);
          }
          if (initialScriptKb > scriptKb) {
            this.error(`${name}: ${initialScriptKb.toFixed(1)} KB of script on first load, over the budget of ${scriptKb} KB`);
          }
          for (const chunk of scripts) {
            const slow = chunk.moduleIds.find(isSlowToStart);
            if (slow) this.error(`${name}: the first load evaluates ${packageOf(slow)} (${slow}); load it with the screen that needs it`);
          }
        }
      },
    },
  };
}

const precompressed = precompression();

export default defineConfig({
  root,
  publicDir: resolve(root, 'web/public'),
  // the budgets come after the precompression: they read its sizes
  plugins: [
    react(),
    frameRoutes(),
    framePreloads(resolve(root, 'frame.html'), resolve(root, 'web/src/frames'), FRAME_PAGE_MODULES),
    precompressed.plugin,
    firstLoadBudgets(precompressed.variants),
  ],
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
      output: {
        codeSplitting: {
          // The icon picker's whole lucide set (lazy, about 950 kB) would be one chunk over Vite's 500 kB warning:
          // a few parts load in parallel instead, and the warning keeps its meaning for every other chunk.
          groups: [{ name: 'icon-set', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, maxSize: 400_000 }],
        },
      },
    },
  },
});

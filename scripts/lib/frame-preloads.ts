import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_PRELOADS_FILE } from '../../contracts/schemas/frame-routes.js';
import { chunkClosure, entryChunkOf } from './bundle-graph.js';

/**
 * Lists, per frame route, the chunks (and their CSS) of the modules its page needs before it shows
 * (`pageModules`: paths from `framesDir`), without what frame.html loads anyway. Fails the build when a listed module
 * is no lazy chunk of the frames, or when the frames' first script loads a chunk lazily that no route lists.
 */
export function framePreloads(html: string, framesDir: string, pageModules: Readonly<Record<string, readonly string[]>>): Plugin {
  return {
    name: 'buergerportal:frame-preloads',
    apply: 'build',
    // after Vite's own generateBundle, which drops the chunks that only carried CSS
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = entryChunkOf(bundle, html) ?? this.error(`entry chunk for ${html} not found`);
        const first = chunkClosure(bundle, entry, false);
        const lazyChunks = [...first].flatMap((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' ? chunk.dynamicImports : [];
        });
        const listed = new Set<string>();
        const preloads = Object.fromEntries(
          Object.entries(pageModules).map(([route, modules]) => {
            const files = new Set<string>();
            for (const module of modules) {
              const id = resolve(framesDir, module);
              const chunk = lazyChunks
                .map((fileName) => bundle[fileName])
                .find((item) => item?.type === 'chunk' && item.facadeModuleId === id);
              if (chunk?.type !== 'chunk') return this.error(`${route}: ${module} is not a lazy chunk of the frames`);
              listed.add(chunk.fileName);
              for (const fileName of chunkClosure(bundle, chunk, false)) if (!first.has(fileName)) files.add(`/${fileName}`);
            }
            return [route, [...files]];
          }),
        );
        const unlisted = lazyChunks.filter((fileName) => !listed.has(fileName));
        if (unlisted.length > 0) this.error(`lazy chunks of the frames that no route of FRAME_PAGE_MODULES lists: ${unlisted.join(', ')}`);
        this.emitFile({ type: 'asset', fileName: FRAME_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
      },
    },
  };
}

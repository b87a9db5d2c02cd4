import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files gain from compression; images and fonts are compressed formats already. The HTML is served from memory. */
export const isCompressible = (fileName: string): boolean => /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/.test(fileName);

export interface CompressedVariants {
  br: Buffer;
  gz: Buffer;
}

/** Both variants at their strongest levels: they are made once per build, then served as they are. */
export async function compressVariants(source: string | Uint8Array): Promise<CompressedVariants> {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export interface Precompression {
  plugin: Plugin;
  /** the compressed variants by output file name, filled once the bundle is generated (for the size budgets) */
  variants: Map<string, CompressedVariants>;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the bundle; the server sends them by
 * the client's Accept-Encoding (@fastify/static's preCompressed). Runs after Vite's own plugins, on the final
 * code, and keeps the variants for the budget check.
 */
export function precompression(): Precompression {
  const variants = new Map<string, CompressedVariants>();
  const plugin: Plugin = {
    name: 'buergerportal:precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        variants.clear();
        await Promise.all(
          Object.values(bundle)
            .filter((item) => isCompressible(item.fileName))
            .map(async (item) => {
              variants.set(item.fileName, await compressVariants(item.type === 'chunk' ? item.code : item.source));
            }),
        );
      },
    },
    async writeBundle(options) {
      const dir = options.dir!;
      await Promise.all(
        [...variants].flatMap(([fileName, { br, gz }]) => [
          writeFile(join(dir, `${fileName}.br`), br),
          writeFile(join(dir, `${fileName}.gz`), gz),
        ]),
      );
    },
  };
  return { plugin, variants };
}

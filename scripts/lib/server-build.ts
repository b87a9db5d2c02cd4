import { build } from 'esbuild';
import { join } from 'node:path';

/**
 * npm packages that stay imports from node_modules instead of being bundled: native addons, pdfmake (it and
 * pdfkit read their fonts and font metrics from files next to their own code), pg (loaded only for a
 * PostgreSQL URL), maildev (demo mode only, a development dependency) and @fastify/swagger-ui (it serves the
 * API reference's page from the files next to its own code).
 */
const EXTERNAL = ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pdfmake', 'pg', 'maildev', '@fastify/swagger-ui'];

/**
 * Compiles the server (server/src/main.ts with the contracts and fixtures it imports) into one ES module,
 * `<outDir>/main.js`, that plain `node` runs. The other npm packages are bundled too: loading one file instead
 * of a few thousand small modules halves the start-up time. Bundled CommonJS packages call `require`, which an
 * ES module lacks, hence the banner. The output must sit two directories below the project root, as
 * server/src/main.ts does: the server finds dist/web from there, and the external packages in node_modules.
 */
export async function buildServer(root: string, outDir = join(root, 'dist/server')): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'server/src/main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    external: EXTERNAL,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // tsconfig.json's paths resolve `@contracts/<file>.js`
    tsconfig: join(root, 'tsconfig.json'),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

import { build } from 'esbuild';
import { join } from 'node:path';

/**
 * npm packages that stay imports from node_modules instead of being bundled: native addons, pdfmake (it and
 * pdfkit read their fonts and font metrics from files next to their own code), pg (loaded only for a
 * PostgreSQL URL) and @fastify/swagger-ui (it serves the API reference's page from the files next to its own
 * code). The runtime image carries exactly these packages and what they depend on.
 */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pdfmake', 'pg', '@fastify/swagger-ui'];

/** maildev serves the demo mode's mails only; a development dependency, never loaded in production. */
const EXTERNAL = [...RUNTIME_PACKAGES, 'maildev'];

/** The operator's commands (`npm run <name>`) that production runs compiled, like the server. */
export const COMMANDS = ['create-admin', 'backup', 'import-open311'];

/**
 * Compiles the server (server/src/main.ts with the contracts and fixtures it imports) into one ES module,
 * `<outDir>/server/main.js`, and each command into `<outDir>/commands/<name>.js`, all of which plain `node`
 * runs. The other npm packages are bundled too: loading one file instead of a few thousand small modules halves
 * the start-up time. Bundled CommonJS packages call `require`, which an ES module lacks, hence the banner. The
 * outputs must sit two directories below the project root, as server/src/main.ts does: the server finds
 * dist/web from there, and the external packages in node_modules.
 */
export async function buildServer(root: string, outDir = join(root, 'dist')): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: join(root, 'server/src/main.ts'), out: 'server/main' },
      ...COMMANDS.map((name) => ({ in: join(root, `scripts/${name}.ts`), out: `commands/${name}` })),
    ],
    outdir: outDir,
    bundle: true,
    // the commands share most of the server's code: one copy of it, in chunks beside the server
    splitting: true,
    chunkNames: 'server/chunks/[name]-[hash]',
    external: EXTERNAL,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // tsconfig.json's paths resolve `@contracts/<file>.js`
    tsconfig: join(root, 'tsconfig.json'),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // stack traces name the TypeScript file and line (NODE_OPTIONS=--enable-source-maps); the sources themselves
    // are not needed for that, and would double the maps' size
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

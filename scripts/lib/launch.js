import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '../..');

/**
 * Runs one program of the product, in plain JavaScript so that production needs no TypeScript loader: with
 * NODE_ENV=production the JavaScript that `npm run build` compiled to dist (`compiled`, relative to the root),
 * otherwise (demo, development) the TypeScript source (`source`) through tsx, a development dependency.
 */
export async function launch(compiled, source) {
  if (process.env.NODE_ENV === 'production') {
    const file = join(root, compiled);
    if (!existsSync(file)) {
      console.error(`${compiled} fehlt: erst "npm run build", dann mit NODE_ENV=production starten.`);
      process.exit(1);
    }
    await import(pathToFileURL(file).href);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(join(root, source)).href);
  }
}

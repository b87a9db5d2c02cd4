import { launch } from './lib/launch.js';

/**
 * `npm run create-admin|backup|import-open311 -- …` (package.json names the command): the operator's commands,
 * compiled in production (dist/commands, built with the server, see scripts/lib/server-build.ts) and from their
 * sources otherwise. The command's name is taken off the arguments, so that the command parses only its own.
 */
const [name] = process.argv.splice(2, 1);
await launch(`dist/commands/${name}.js`, `scripts/${name}.ts`);

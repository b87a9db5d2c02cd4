import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** `npm run test:e2e`: the browser tests alone (vitest project "e2e"); extra arguments go to vitest. */
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: join(import.meta.dirname, '../..'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
